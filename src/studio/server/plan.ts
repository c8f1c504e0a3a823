import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFilesOnDisk } from '../../../scripts/content/content-files.ts';
import { isDynamicRoute, matchesRoute, routeFromFile } from '../../../scripts/content/routes.ts';
import { isPlainObject } from '../yaml/data.ts';
import { readPost, rewritePost } from '../yaml/post.ts';
import { rewriteYaml } from '../yaml/rewrite.ts';
import { moveInData, moveInText, readData, renameClaimInText, withMovedAddress } from './addresses.ts';
import { StudioError } from './http.ts';
import type { FileKind } from './paths.ts';

/** What else a save does besides writing the file: a new address for a page, claims renamed everywhere. */
export interface SavePlan {
  /** A page's new address (/company/about). A post's new address comes from its own address field. */
  route?: string;
  /** Claims renamed in the draft of the claims file whose uses should follow, in every file. */
  claimRenames?: { from: string; to: string }[];
}

/** Every file a save writes, each from the text on disk with only what changed. */
export interface Changeset {
  /** The file as the Studio opened it, and where it is written (different when it moves). */
  from: string;
  path: string;
  text: string;
  /** Other files that change, with their text before and after. */
  others: { path: string; before: string; after: string }[];
  /** The file's address before and after, when it moves (a redirect is added). */
  moved?: { from: string; to: string };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SITE = 'content/site.yaml';
const refuse = (message: string) => new StudioError(422, message);

/** The file a new page address is written to: services/new.yaml, or services/new/index.yaml beside a folder. */
export function pageFileFor(root: string, route: string): string {
  const segments = route.slice(1).split('/');
  return existsSync(path.join(root, 'content/pages', ...segments)) ? `content/pages/${segments.join('/')}/index.yaml` : `content/pages/${segments.join('/')}.yaml`;
}

/** The content files links can be in: pages, the site settings and blog posts. */
function linkingFiles(root: string): string[] {
  const pages = listFilesOnDisk(path.join(root, 'content/pages')).filter((f) => /\.ya?ml$/.test(f)).map((f) => `content/pages/${f}`);
  const posts = listFilesOnDisk(path.join(root, 'content/blog')).filter((f) => f.endsWith('.md') && !f.includes('/')).map((f) => `content/blog/${f}`);
  return [...pages, SITE, ...posts];
}

/** Where a page can move: a plain address no other page (or pattern) has, refused in plain words otherwise. */
function checkPageAddress(root: string, from: string, route: string): void {
  const segments = route.slice(1).split('/');
  if (!route.startsWith('/') || route === '/' || !segments.every((s) => SLUG.test(s))) {
    throw refuse('A page address starts with / and uses lowercase letters, digits and hyphens, such as /pricing or /services/new-service.');
  }
  const routes = linkingFiles(root).filter((f) => f.startsWith('content/pages/') && f !== from).map((f) => routeFromFile(f.slice('content/pages/'.length)));
  if (routes.includes(route)) throw refuse(`There is already a page at ${route}: choose another address.`);
  const pattern = routes.filter(isDynamicRoute).find((r) => matchesRoute(route, [r]));
  if (pattern) throw refuse(`${route} belongs to the pages at ${pattern}: choose another address.`);
}

/** The blog's own address pattern (/blog/:slug), from its page file. */
function blogRoute(root: string): string | undefined {
  return linkingFiles(root)
    .filter((f) => f.startsWith('content/pages/blog/'))
    .map((f) => routeFromFile(f.slice('content/pages/'.length)))
    .find(isDynamicRoute);
}

/** A file's text with every link to `from` pointing at `to` (a post: its settings and its article). */
function moveLinks(rel: string, text: string, from: string, to: string): string {
  if (rel.endsWith('.md')) {
    const post = readPost(text);
    if (!post) return text;
    const moved = moveInData(post.data, from, to);
    const body = moveInText(post.body, from, to);
    return moved.count || body !== post.body ? rewritePost(text, moved.data, body) : text;
  }
  const data = readData(text);
  if (data === undefined) return text;
  // The site's list of moved addresses is updated on its own (withMovedAddress), never as links.
  const moved = moveInData(data, from, to, (p) => rel === SITE && p[0] === 'redirects');
  let out = moved.count ? rewriteYaml(text, moved.data) : text;
  if (rel === SITE) {
    const site = readData(out);
    if (isPlainObject(site)) out = rewriteYaml(out, { ...site, redirects: withMovedAddress(site.redirects, from, to) });
  }
  return out;
}

/**
 * What a save writes: the edited file (at its new name when its address changed), and every other
 * file that follows: links to a moved page or post, the site's moved addresses, renamed claims.
 * Nothing is written here; the checker checks the whole set before the save writes it.
 */
export function planChanges(root: string, rel: string, kind: FileKind, text: string, plan: SavePlan = {}): Changeset {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  let target = rel;
  let moved: Changeset['moved'];
  if (kind.kind === 'page' && plan.route !== undefined) {
    const fromRoute = routeFromFile(rel.slice('content/pages/'.length));
    const route = plan.route.trim().replace(/(.)\/$/, '$1');
    if (isDynamicRoute(fromRoute) || fromRoute === '*' || fromRoute === '/') throw refuse('This page\'s address is fixed: the home page, the page every blog post uses and the not-found page cannot move.');
    if (route !== fromRoute) {
      checkPageAddress(root, rel, route);
      target = pageFileFor(root, route);
      moved = { from: fromRoute, to: route };
    }
  }
  if (kind.kind === 'post') {
    const slug = (readPost(text)?.data as { slug?: unknown } | undefined)?.slug;
    const current = path.posix.basename(rel, '.md');
    if (typeof slug === 'string' && SLUG.test(slug) && slug !== current) {
      target = `content/blog/${slug}.md`;
      if (existsSync(path.join(root, target))) throw refuse(`There is already a post at /blog/${slug}: choose another address.`);
      const pattern = blogRoute(root) ?? '/blog/:slug';
      moved = { from: pattern.replace(/:\w+$/, current), to: pattern.replace(/:\w+$/, slug) };
    }
  }

  const main = moved ? moveLinks(target, text, moved.from, moved.to) : text;
  const others: Changeset['others'] = [];
  const renames = (plan.claimRenames ?? []).filter((r) => SLUG.test(r.to) && r.from !== r.to);
  for (const file of moved || renames.length ? linkingFiles(root) : []) {
    if (file === rel) continue;
    const before = read(file);
    let after = moved ? moveLinks(file, before, moved.from, moved.to) : before;
    for (const r of renames) after = renameClaimInText(after, r.from, r.to);
    if (after !== before) others.push({ path: file, before, after });
  }
  return { from: rel, path: target, text: main, others, ...(moved ? { moved } : {}) };
}
