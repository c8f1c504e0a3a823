import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CLAIMS_FILE } from '../../../scripts/content/claims/claims-file.ts';
import { resolveText } from '../../../scripts/content/claims/syntax.ts';
import { listFilesOnDisk } from '../../../scripts/content/content-files.ts';
import { isDynamicRoute, routeFromFile, sortRoutes } from '../../../scripts/content/routes.ts';
import { readPost } from '../yaml/post.ts';
import { kindOf } from './paths.ts';

export interface FileList {
  pages: { path: string; route: string; title: string }[];
  site: { path: string };
  blog: { path: string; slug: string; title: string }[];
  other: { path: string; schema: string }[];
  /** Addresses a link can point at: every page, and every post under the blog's route. */
  routes: string[];
  /** Files of content/public as the site serves them: /logos/openai.svg. */
  publicFiles: string[];
  git: boolean;
}

/** Data of a file that may be half-typed: whatever can be read, else nothing. */
function tryRead(data: () => unknown): Record<string, unknown> | undefined {
  try {
    const value = data();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** Titles as visitors read them: `{{data-rows}}` shows the claim's value (a missing claim stays as written). */
function withClaims(read: (rel: string) => string): (text: string | undefined) => string | undefined {
  const file = tryRead(() => parse(read(CLAIMS_FILE)));
  const values = new Map<string, string>();
  for (const group of ['figures', 'facts']) {
    for (const [id, claim] of Object.entries(tryRead(() => file?.[group]) ?? {})) {
      const value = (claim as { value?: unknown } | null)?.value;
      if (typeof value === 'string' || typeof value === 'number') values.set(id, String(value));
    }
  }
  return (text) => (text === undefined ? undefined : resolveText(text, (id) => values.get(id)));
}

/** Everything the Studio can open, for its file list, link picker and image picker. */
export function listContent(root: string, git: boolean): FileList {
  const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
  const shown = withClaims(read);
  const pages = sortRoutes(
    listFilesOnDisk(path.join(root, 'content/pages'))
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => {
        const file = `content/pages/${f}`;
        const route = routeFromFile(f);
        const seo = tryRead(() => parse(read(file)))?.seo as { title?: unknown } | undefined;
        return { path: file, file, route, title: shown(str(seo?.title)) ?? route };
      }),
  ).map(({ path: p, route, title }) => ({ path: p, route, title }));
  const blog = listFilesOnDisk(path.join(root, 'content/blog'))
    .filter((f) => f.endsWith('.md') && !f.includes('/'))
    .map((f) => {
      const file = `content/blog/${f}`;
      const data = tryRead(() => readPost(read(file))?.data);
      const slug = str(data?.slug) ?? f.replace(/\.md$/, '');
      return { path: file, slug, title: shown(str(data?.title)) ?? slug };
    });
  const other = listFilesOnDisk(path.join(root, 'content'))
    .filter((f) => !f.includes('/') && f !== 'site.yaml')
    .map((f) => ({ path: `content/${f}`, kind: kindOf(root, `content/${f}`) }))
    .flatMap(({ path: p, kind }) => (kind?.kind === 'other' ? [{ path: p, schema: kind.schema }] : []));
  const blogRoute = pages.find((p) => isDynamicRoute(p.route) && p.path.startsWith('content/pages/blog/'))?.route;
  const routes = [
    ...pages.filter((p) => p.route !== '*' && !isDynamicRoute(p.route)).map((p) => p.route),
    ...(blogRoute ? blog.map((b) => blogRoute.replace(/:\w+$/, encodeURIComponent(b.slug))) : []),
  ];
  const publicFiles = listFilesOnDisk(path.join(root, 'content/public')).map((f) => `/${f}`);
  return { pages, site: { path: 'content/site.yaml' }, blog, other, routes, publicFiles, git };
}
