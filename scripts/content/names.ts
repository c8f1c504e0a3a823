/**
 * What editors call the files of the site: a page by the name readers know it by ("Home",
 * "About", "Book a Call"), "Site settings", "Figures and facts", a blog post by its title.
 * The first words of every place named in messages, the review and the Studio
 * ("Home › Hero › Headline"). Pure: no file access, usable in the browser.
 */
import { isDynamicRoute, routeFromFile } from './routes.ts';
import { quote } from './words.ts';

/** Between the parts of a place: "Home › Hero › Headline". */
export const PLACE_SEPARATOR = ' › ';

/** A place as its parts and as one line of text. */
export interface PlaceName {
  segments: string[];
  text: string;
}

export const placeName = (segments: readonly string[]): PlaceName => ({ segments: [...segments], text: segments.join(PLACE_SEPARATOR) });

/** The kinds of content file, each named and compared its own way. */
export type ContentKind = 'page' | 'site' | 'post' | 'claims';

export const SITE_FILE = 'content/site.yaml';
export const CLAIMS_FILE_PATH = 'content/claims.yaml';

/** The kind of a content file from its path (undefined for files that are not content, such as pictures). */
export function contentKind(file: string): ContentKind | undefined {
  if (file === SITE_FILE) return 'site';
  if (file === CLAIMS_FILE_PATH) return 'claims';
  if (/^content\/pages\/.+\.ya?ml$/.test(file)) return 'page';
  if (/^content\/blog\/[^/]+\.md$/.test(file)) return 'post';
  return undefined;
}

/** The address of a page file (content/pages/about.yaml → /about; 404.yaml → *). */
export const routeOfPageFile = (file: string): string => routeFromFile(file.replace(/^content\/pages\//, ''));

/**
 * A text cut to about `max` characters at a word boundary, with "…" where it was cut:
 * long headings are named by their beginning.
 */
export function shortened(text: string, max = 40): string {
  const squashed = text.replace(/\s+/g, ' ').trim();
  if (squashed.length <= max) return squashed;
  const cut = squashed.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : squashed.slice(0, max)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** "About Us: Our Mission | Automata Labs" → "About Us": a title up to its first separator. */
export const titleHead = (title: string): string => title.split(/\s+[|–—-]\s+|:\s+/)[0]!.trim() || title.trim();

interface LinkLike {
  label?: unknown;
  href?: unknown;
}

const linksOf = (value: unknown): LinkLike[] => (Array.isArray(value) ? (value as LinkLike[]) : value && typeof value === 'object' ? [value as LinkLike] : []);

const samePath = (href: unknown, route: string): boolean => typeof href === 'string' && (href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1') || '/') === route;

/** The label of the first menu or footer link to `route` (menu first, the menu's button last: it names an action). */
function linkLabel(route: string, site: unknown): string | undefined {
  const s = (site ?? {}) as { navigation?: { links?: unknown; button?: unknown }; footer?: Record<string, unknown> };
  const lists = [s.navigation?.links, ...Object.values(s.footer ?? {}), s.navigation?.button];
  for (const list of lists) {
    for (const link of linksOf(list)) {
      if (samePath(link.href, route) && typeof link.label === 'string' && link.label.trim()) return link.label.trim();
    }
  }
  return undefined;
}

/**
 * A page named as a reader knows it: the route / is "Home"; otherwise the label of the menu or
 * footer link that leads to it, else its title (up to the first separator such as " | "), else
 * its address. `site` is site.yaml's data and `page` the page's, both with claims resolved.
 */
export function pageName(route: string, site?: unknown, page?: unknown): string {
  if (route === '/') return 'Home';
  if (route === '*') return 'Page not found';
  if (isDynamicRoute(route)) {
    if (route.startsWith('/blog/')) return 'Blog post page (every post)';
    return `Page for every ${route.slice(route.lastIndexOf(':') + 1)} of ${route.slice(0, route.lastIndexOf('/')) || '/'}`;
  }
  const label = linkLabel(route, site);
  if (label) return label;
  const title = (page as { seo?: { title?: unknown } } | null | undefined)?.seo?.title;
  if (typeof title === 'string' && title.trim() && !title.includes('{{')) return titleHead(title);
  return route;
}

/** `Blog post "Speed to Lead"` from the post's settings (its title up to the first separator), or its file's name. */
export function postName(settings: unknown, file = ''): string {
  const title = (settings as { title?: unknown } | null | undefined)?.title;
  const name = typeof title === 'string' && title.trim() ? titleHead(title) : file.replace(/^.*\//, '').replace(/\.md$/, '');
  return `Blog post ${quote(shortened(name))}`;
}

export interface FileNaming {
  /** site.yaml's data (claims resolved), to name pages by their menu and footer labels. */
  site?: unknown;
  /** Titles of the whole-file schemas ("Site settings", "Figures and facts"), when known. */
  titles?: Partial<Record<'site' | 'claims', string>>;
}

/** What a content file is called: "Home", "Site settings", "Figures and facts", `Blog post "…"`. */
export function fileName(file: string, data: unknown, naming: FileNaming = {}): string {
  switch (contentKind(file)) {
    case 'site':
      return naming.titles?.site ?? 'Site settings';
    case 'claims':
      return naming.titles?.claims ?? 'Figures and facts';
    case 'page':
      return pageName(routeOfPageFile(file), naming.site, data);
    case 'post':
      return postName(data, file);
    default:
      return file;
  }
}
