import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BlogPost } from '../../src/blog/types.ts';
import type { Page, SiteSettings } from '../../src/generated/content.ts';
import { contentFiles, type ContentFiles, type ContentFilesOptions } from './content-files.ts';
import type { ContentProblem } from './problem.ts';
import { routeFromFile, sortRoutes } from './routes.ts';
import { loadSchemas, type SchemaSet } from './schemas.ts';
import { loadBlogPosts } from './blog-posts.ts';
import { blogBodyProblems } from './checks/markdown-body.ts';
import { markdownFieldLinks } from './checks/markdown-fields.ts';
import { preparationProblems } from './checks/prepare.ts';
import { movedAddressProblems } from './checks/moved-addresses.ts';
import { pageName, PLACE_SEPARATOR } from './names.ts';
import { pagePlaces } from './page-places.ts';
import { readYaml } from './read-yaml.ts';
import { siteAddresses } from './site-addresses.ts';
import { validateContent } from './validate.ts';
import type { YamlSource } from './yaml-source.ts';
import { CLAIMS_FILE, loadClaims, type ClaimsIndex, type ContentClaims } from './claims/index.ts';

export interface PageEntry {
  route: string;
  /** Relative to the project root, posix separators. */
  file: string;
  page: Page;
}

export interface Content {
  site: SiteSettings | undefined;
  pages: PageEntry[];
  problems: ContentProblem[];
  /** File text by relative path, for code frames. */
  sources: Map<string, string>;
  /** The blog posts of content/blog without problems, newest first. */
  posts: BlogPost[];
  /** content/claims.yaml and where each claim is used (see claimUsages). */
  claims: ClaimsIndex;
}

const listYaml = (names: string[]): string[] => names.filter((f) => /\.ya?ml$/.test(f));

/**
 * `overrides`: unsaved text by relative path (content/pages/about.yaml) checked instead of the file
 * on disk, or as a new file; `cache`: parsed files kept between loads (see ContentCache).
 */
export type LoadOptions = ContentFilesOptions;

/** content/claims.yaml as the loaders see it: an unsaved draft of it counts too. */
function claimsOf(root: string, schemas: SchemaSet, files: ContentFiles): ContentClaims {
  let text: string | undefined;
  try {
    text = files.read(CLAIMS_FILE);
  } catch {
    // No claims file: a site may have none.
  }
  return loadClaims(root, schemas, { text });
}

/**
 * Reads site.yaml and every page under content/pages, parses and validates them.
 * `schemaDir` defaults to <root>/schemas; tests point `root` at a fixture site and keep the real schemas.
 */
export function loadContent(root: string, schemaDir = path.join(root, 'schemas'), options: LoadOptions = {}): Content {
  const schemas = loadSchemas(schemaDir);
  const files = contentFiles(root, options);
  // {{claim-id}} is resolved in each file as it is read, so every check below sees the final words.
  const claims = claimsOf(root, schemas, files);
  const siteFile = 'content/site.yaml';
  const site: YamlSource = files.parse(siteFile, files.read(siteFile));
  const resolved = claims.resolve(site, { kind: 'site' });
  const pages = listYaml(files.list('content/pages')).map((f) => ({
    route: routeFromFile(f),
    source: files.parse(`content/pages/${f}`, files.read(`content/pages/${f}`)),
  }));
  for (const p of pages) resolved.push(...claims.resolve(p.source, { kind: 'page' }));
  const publicFiles = files.list('content/public');
  const result = validateContent(schemas, site, pages, { internalLinks: { publicFiles } });
  const sources = new Map<string, string>([[site.file, site.text], ...pages.map((p) => [p.source.file, p.source.text] as [string, string])]);
  // Blog posts (content/blog/*.md) are checked with the pages so that validate and the build report them.
  const blog = loadBlogPosts(root, schemas, files, claims);
  blog.sources.forEach((text, file) => sources.set(file, text));
  if (claims.file.exists) sources.set(claims.file.file, claims.file.text);
  const bySource = new Map(pages.map((p) => [p.source.file, p.source]));
  const addresses = siteAddresses(pages.map((p) => p.route), publicFiles);
  // Preparing markdown is the slow part of a check; a page's result depends on its text and data only
  // (and on which addresses exist, for its links).
  const addressKey = createHash('sha1').update(addresses.known.join('\n')).digest('hex');
  // A page's result is kept while its text stays the same, so it names places without the page
  // ("Prose: …"); the page's name (which a menu label in site.yaml can change) goes in front here.
  const unnamed = (entry: PageEntry) => pagePlaces(schemas, entry.route, entry.page, null);
  const prepared = result.pages.flatMap((p) => {
    const compute = () => [...preparationProblems([p], bySource, unnamed), ...markdownFieldLinks([p], bySource, addresses, unnamed)];
    const found = options.cache ? options.cache.memo(`prepare:${p.file}`, `${bySource.get(p.file)?.text}\0${JSON.stringify(p.page)}\0${addressKey}`, compute) : compute();
    const name = pageName(p.route, result.site, p.page);
    return found.map((problem) => ({ ...problem, message: `${name}${PLACE_SEPARATOR}${problem.message}` }));
  });
  const bodies = [...blog.sources].flatMap(([file, text]) => {
    const compute = () => blogBodyProblems(new Map([[file, text]]), addresses);
    return options.cache ? options.cache.memo(`body:${file}`, `${text}\0${addressKey}`, compute) : compute();
  });
  // Moved addresses need every page and post known: a post is a page of its own once published.
  const blogRoute = pages.map((p) => p.route).find((r) => r.startsWith('/blog/:'));
  const postAddresses = blogRoute ? blog.posts.filter((p) => p.published).map((p) => blogRoute.replace(/:\w+$/, encodeURIComponent(p.slug))) : [];
  const siteData = readYaml(site).data as { redirects?: unknown } | undefined;
  const moved = movedAddressProblems(site, siteData?.redirects, { routes: pages.map((p) => p.route), posts: postAddresses, files: addresses.publicPaths });
  const maxAge = result.site?.claims?.maxAgeMonths;
  return {
    site: result.site,
    pages: sortRoutes(result.pages),
    problems: [...resolved, ...result.problems, ...moved, ...prepared, ...blog.problems, ...bodies, ...claims.problems(maxAge)],
    sources,
    posts: blog.posts,
    claims: claims.index(maxAge),
  };
}
