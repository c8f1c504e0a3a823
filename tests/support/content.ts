/**
 * Expected copy for tests, read from the content the site is built from. Tests never pin copy:
 * a heading, label, figure or post title that lives in content/ is read through this module (or
 * the test uses a fixture site under tests/fixtures/), so an editor's copy change never fails CI.
 *
 * CONTENT_ROOT (environment) names the site folder whose content/ is read: this project by default,
 * a rewritten copy in the content proof (`npx tsx scripts/cli/content-proof.ts`), where every text,
 * figure and label is different. Unit tests render that same content (vitest.config.ts points the
 * content plugin there) and browser tests run on its build (DIST_DIR).
 *
 *   import { blockOf, pageAt, publishedPosts, site } from '../support/content.ts';
 *   const hero = blockOf('/', 'hero');                 // the home page's first hero block
 *   expect(await page.locator('h1').textContent()).toBe(hero.headline);
 *   const [post] = publishedPosts();                   // newest first, drafts left out
 *   expect(await page.title()).toBe(post.meta_title || `${post.title} | ${site().name}`);
 *
 * Text the code writes (the "Menu" button, the spec's fixed messages in components) is not content
 * and may stay literal. Pick content by structure (route, block type, position), never by its words.
 */
import path from 'node:path';
import { loadBlogPosts } from '../../scripts/content/blog-posts.ts';
import { loadContent, type Content } from '../../scripts/content/load.ts';
import { blockingProblems } from '../../scripts/content/problem.ts';
import { loadSchemas } from '../../scripts/content/schemas.ts';
import type { BlogPost } from '../../src/blog/types.ts';
import type { Block, Page, SiteSettings } from '../../src/generated/content.ts';
import { PROJECT } from './project-copy.ts';

/** The site folder (holding content/) whose copy the tests expect. */
export const CONTENT_ROOT = path.resolve(process.env.CONTENT_ROOT || PROJECT);

let loaded: Content | undefined;
let posts: BlogPost[] | undefined;

/** Everything under content/, loaded and checked as the build does (claims resolved). */
export function siteContent(): Content {
  if (!loaded) {
    loaded = loadContent(CONTENT_ROOT, path.join(PROJECT, 'schemas'));
    const blocking = blockingProblems(loaded.problems);
    if (blocking.length) throw new Error(`The content under ${CONTENT_ROOT} has errors; run npm run validate. First: ${blocking[0]!.file}:${blocking[0]!.line} ${blocking[0]!.message}`);
  }
  return loaded;
}

/** content/site.yaml. */
export const site = (): SiteSettings => siteContent().site!;

/** The page file that serves a route ('/', '/services/ai-voice-agents', '/blog/:slug', '*'). */
export function pageAt(route: string): Page {
  const entry = siteContent().pages.find((p) => p.route === route);
  if (!entry) throw new Error(`No page in ${CONTENT_ROOT}/content/pages serves ${route}`);
  return entry.page;
}

/** The addresses of the page files that are real addresses (no :slug parameter, not the 404 page). */
export const staticRoutes = (): string[] => siteContent().pages.map((p) => p.route).filter((r) => r.startsWith('/') && !r.includes(':'));

export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

/** Every block of a type on a route's page, top to bottom. */
export const blocksOf = <T extends Block['type']>(route: string, type: T): BlockOf<T>[] =>
  pageAt(route).blocks.filter((b): b is BlockOf<T> => b.type === type);

/** The nth block of a type on a route's page (the first by default). */
export function blockOf<T extends Block['type']>(route: string, type: T, nth = 0): BlockOf<T> {
  const block = blocksOf(route, type)[nth];
  if (!block) throw new Error(`The page for ${route} has no ${type} block number ${nth + 1}`);
  return block;
}

/**
 * The defaults a block's field help promises editors ("Default: Read More"), by field: what the
 * block shows when the page leaves the field out.
 */
export function documentedDefaults(type: Block['type']): Record<string, string> {
  const schema = loadSchemas(path.join(PROJECT, 'schemas')).blocks.get(type);
  const properties = (schema?.properties ?? {}) as Record<string, { description?: string }>;
  return Object.fromEntries(
    Object.entries(properties).flatMap(([field, p]) => {
      // Written "Default: Read More" or "Defaults to 'Sample data'."
      const match = /Default: (.+)$|Defaults to '?(.+?)'?\.$/.exec(p.description ?? '');
      return match ? [[field, (match[1] ?? match[2])!]] : [];
    }),
  );
}

/** Every valid post in content/blog, drafts included, newest first. */
export const blogPosts = (): BlogPost[] => (posts ??= loadBlogPosts(CONTENT_ROOT, loadSchemas(path.join(PROJECT, 'schemas'))).posts);

/** The posts visitors can read, newest first. */
export const publishedPosts = (): BlogPost[] => blogPosts().filter((p) => p.published);

/** A post by its slug (slugs are addresses, not copy). */
export function postBySlug(slug: string): BlogPost {
  const post = blogPosts().find((p) => p.slug === slug);
  if (!post) throw new Error(`No post in ${CONTENT_ROOT}/content/blog has the slug ${slug}`);
  return post;
}
