import { existsSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { blockingProblems } from '../../../scripts/content/problem.ts';
import { isDynamicRoute, matchesRoute } from '../../../scripts/content/routes.ts';
import { WRITE_OPTIONS } from '../yaml/render.ts';
import { rewritePost } from '../yaml/post.ts';
import type { Checker } from './check.ts';
import { listContent } from './files.ts';
import { StudioError } from './http.ts';
import { editablePath } from './paths.ts';
import { pageFileFor } from './plan.ts';
import { hashOf, writeAtomically } from './write.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (body: Record<string, unknown>, name: string): string => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
const refuse = (error: string) => new StudioError(422, error);

/** Checks the new file like any save, then writes it only if no file has that name yet. */
function createFile(root: string, checker: Checker, rel: string, content: string): { path: string; text: string; hash: string } {
  const file = editablePath(root, rel);
  const errors = blockingProblems(checker.check(file.rel, content, file).problems);
  if (errors.length) throw new StudioError(422, `Not created: ${errors[0]!.message}`, { problems: errors });
  writeAtomically(file.abs, content, { create: true, shown: file.rel });
  checker.forget(file.rel);
  return { path: file.rel, text: content, hash: hashOf(content) };
}

/** A new page at `route` with its search title and description and one hero block to start from. */
export function createPage(root: string, checker: Checker, body: Record<string, unknown>) {
  const route = text(body, 'route').replace(/(.)\/$/, '$1');
  const title = text(body, 'title');
  const description = text(body, 'description');
  const segments = route.slice(1).split('/');
  if (!route.startsWith('/') || route === '/' || !segments.every((s) => SLUG.test(s))) {
    throw refuse('A page address starts with / and uses lowercase letters, digits and hyphens, such as /pricing or /services/new-service.');
  }
  if (!title) throw refuse('Give the page a title: it is shown in the browser tab and in search results.');
  if (!description) throw refuse('Give the page a description: it is the summary under the title in search results.');
  const { pages } = listContent(root, false);
  const same = pages.find((p) => p.route === route);
  if (same) throw refuse(`There is already a page at ${route} (${same.path}).`);
  const dynamic = pages.filter((p) => isDynamicRoute(p.route));
  const shadowed = dynamic.find((p) => matchesRoute(route, [p.route]));
  if (shadowed) throw refuse(`${route} is taken by ${shadowed.route} (${shadowed.path}): choose another address.`);
  const twin = pages.find((p) => p.title.trim().toLowerCase() === title.toLowerCase());
  if (twin) throw refuse(`The page at ${twin.route} already has the title "${twin.title}": every page needs its own title so search results can tell them apart.`);
  const rel = pageFileFor(root, route);
  const page = { seo: { title, description }, blocks: [{ type: 'hero', headline: title }] };
  return createFile(root, checker, rel, stringify(page, WRITE_OPTIONS));
}

const today = () => new Date().toISOString().slice(0, 10);

/** A new blog post, saved as a draft (published: false), its excerpt as the first paragraph. */
export function createPost(root: string, checker: Checker, body: Record<string, unknown>) {
  const slug = text(body, 'slug');
  if (!SLUG.test(slug)) throw refuse('A post address (slug) uses lowercase letters, digits and hyphens, such as my-first-post.');
  const { blog } = listContent(root, false);
  const same = blog.find((b) => b.slug === slug);
  if (same || existsSync(path.join(root, 'content/blog', `${slug}.md`))) throw refuse(`There is already a post at ${slug} (${same?.path ?? `content/blog/${slug}.md`}).`);
  const title = text(body, 'title');
  const excerpt = text(body, 'excerpt');
  if (!title) throw refuse('Give the post a title.');
  if (!excerpt) throw refuse('Give the post an excerpt: the one or two sentences shown in the blog list.');
  const date = text(body, 'date') || today();
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw refuse(`${date} is not a real date: write it as year-month-day, such as ${today()}.`);
  }
  const data = { title, slug, excerpt, author: text(body, 'author'), published: false, published_at: date };
  return createFile(root, checker, `content/blog/${slug}.md`, rewritePost('', data, `${excerpt}\n`));
}
