import path from 'node:path';
import type { BlogPost } from '../../src/blog/types.ts';
import type { Page, SiteSettings } from '../../src/generated/content.ts';
import { contentFiles, type ContentFilesOptions } from './content-files.ts';
import type { ContentProblem } from './problem.ts';
import { routeFromFile, sortRoutes } from './routes.ts';
import { loadSchemas } from './schemas.ts';
import { loadBlogPosts } from './blog-posts.ts';
import { preparationProblems } from './checks/prepare.ts';
import { validateContent } from './validate.ts';
import type { YamlSource } from './yaml-source.ts';

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
}

const listYaml = (names: string[]): string[] => names.filter((f) => /\.ya?ml$/.test(f));

/**
 * `overrides`: unsaved text by relative path (content/pages/about.yaml) checked instead of the file
 * on disk, or as a new file; `cache`: parsed files kept between loads (see ContentCache).
 */
export type LoadOptions = ContentFilesOptions;

/**
 * Reads site.yaml and every page under content/pages, parses and validates them.
 * `schemaDir` defaults to <root>/schemas; tests point `root` at a fixture site and keep the real schemas.
 */
export function loadContent(root: string, schemaDir = path.join(root, 'schemas'), options: LoadOptions = {}): Content {
  const schemas = loadSchemas(schemaDir);
  const files = contentFiles(root, options);
  const siteFile = 'content/site.yaml';
  const site: YamlSource = files.parse(siteFile, files.read(siteFile));
  const pages = listYaml(files.list('content/pages')).map((f) => ({
    route: routeFromFile(f),
    source: files.parse(`content/pages/${f}`, files.read(`content/pages/${f}`)),
  }));
  const publicFiles = files.list('content/public');
  const result = validateContent(schemas, site, pages, { internalLinks: { publicFiles } });
  const sources = new Map<string, string>([[site.file, site.text], ...pages.map((p) => [p.source.file, p.source.text] as [string, string])]);
  // Blog posts (content/blog/*.md) are checked with the pages so that validate and the build report them.
  const blog = loadBlogPosts(root, schemas, files);
  blog.sources.forEach((text, file) => sources.set(file, text));
  const bySource = new Map(pages.map((p) => [p.source.file, p.source]));
  // Preparing markdown is the slow part of a check; a page's result depends on its text and data only.
  const prepared = result.pages.flatMap((p) => {
    const compute = () => preparationProblems([p], bySource);
    return options.cache ? options.cache.memo(`prepare:${p.file}`, `${bySource.get(p.file)?.text}\0${JSON.stringify(p.page)}`, compute) : compute();
  });
  return {
    site: result.site,
    pages: sortRoutes(result.pages),
    problems: [...result.problems, ...prepared, ...blog.problems],
    sources,
    posts: blog.posts,
  };
}
