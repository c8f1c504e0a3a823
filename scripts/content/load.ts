import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page, SiteSettings } from '../../src/generated/content.ts';
import type { ContentProblem } from './problem.ts';
import { routeFromFile, sortRoutes } from './routes.ts';
import { loadSchemas } from './schemas.ts';
import { loadBlogPosts } from './blog-posts.ts';
import { blogBodyProblems } from './checks/markdown-body.ts';
import { markdownFieldLinks } from './checks/markdown-fields.ts';
import { preparationProblems } from './checks/prepare.ts';
import { siteAddresses } from './site-addresses.ts';
import { validateContent } from './validate.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';

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
}

/** Files under a folder, relative to it with posix separators, sorted. */
function listFiles(dir: string, base = ''): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = base ? `${base}/${name}` : name;
    if (statSync(full).isDirectory()) out = out.concat(listFiles(full, rel));
    else out.push(rel);
  }
  return out;
}

const listYaml = (dir: string): string[] => listFiles(dir).filter((f) => /\.ya?ml$/.test(f));

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * Reads site.yaml and every page under content/pages, parses and validates them.
 * `schemaDir` defaults to <root>/schemas; tests point `root` at a fixture site and keep the real schemas.
 */
export function loadContent(root: string, schemaDir = path.join(root, 'schemas')): Content {
  const schemas = loadSchemas(schemaDir);
  const contentDir = path.join(root, 'content');
  const siteFile = path.join(contentDir, 'site.yaml');
  const site: YamlSource = parseYamlSource(rel(root, siteFile), readFileSync(siteFile, 'utf8'));
  const pagesDir = path.join(contentDir, 'pages');
  const pages = listYaml(pagesDir).map((f) => ({
    route: routeFromFile(f),
    source: parseYamlSource(rel(root, path.join(pagesDir, f)), readFileSync(path.join(pagesDir, f), 'utf8')),
  }));
  const publicDir = path.join(contentDir, 'public');
  const publicFiles = existsSync(publicDir) ? listFiles(publicDir) : [];
  const result = validateContent(schemas, site, pages, { internalLinks: { publicFiles } });
  const sources = new Map<string, string>([[site.file, site.text], ...pages.map((p) => [p.source.file, p.source.text] as [string, string])]);
  // Blog posts (content/blog/*.md) are checked with the pages so that validate and the build report them.
  const blog = loadBlogPosts(root, schemas);
  blog.sources.forEach((text, file) => sources.set(file, text));
  const pageSources = new Map(pages.map((p) => [p.source.file, p.source]));
  const addresses = siteAddresses(pages.map((p) => p.route), publicFiles);
  const prepared = [...preparationProblems(result.pages, pageSources), ...markdownFieldLinks(result.pages, pageSources, addresses)];
  const bodies = blogBodyProblems(blog.sources, addresses);
  return {
    site: result.site,
    pages: sortRoutes(result.pages),
    problems: [...result.problems, ...prepared, ...blog.problems, ...bodies],
    sources,
  };
}
