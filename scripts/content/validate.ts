import type { Block, Page, SiteSettings } from '../../src/generated/content.ts';
import { internalLinks } from './checks/links.ts';
import { checkPage } from './checks/page.ts';
import { duplicateRoutes } from './checks/routes.ts';
import { seoProblems } from './checks/seo.ts';
import { pageName } from './names.ts';
import { Places, type FileScope } from './places.ts';
import type { ContentProblem } from './problem.ts';
import type { SchemaSet } from './schemas.ts';
import { engineFor, validateYamlSource } from './validate-source.ts';
import { readYaml } from './read-yaml.ts';
import { siteAddresses } from './site-addresses.ts';
import type { YamlSource } from './yaml-source.ts';

export { validateYamlSource } from './validate-source.ts';

export interface PageInput {
  route: string;
  source: YamlSource;
}

export interface ValidatedContent {
  site: SiteSettings | undefined;
  /** Pages without problems of their own (cross-file problems are still in `problems`). */
  pages: { route: string; file: string; page: Page }[];
  /** Every problem, in file order (site first), then line and column. */
  problems: ContentProblem[];
}

export interface ValidateOptions {
  /**
   * Check every value starting with / against the page routes and these files of content/public
   * (relative paths). Left out when validating fragments alone, such as the block examples.
   */
  internalLinks?: { publicFiles: string[] };
}

function sortProblems(problems: ContentProblem[], fileOrder: string[]): ContentProblem[] {
  const rank = (f: string) => (fileOrder.includes(f) ? fileOrder.indexOf(f) : fileOrder.length);
  const seen = new Set<string>();
  return problems
    .filter((p) => {
      const key = `${p.file}:${p.line}:${p.col}:${p.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => rank(a.file) - rank(b.file) || a.line - b.line || a.col - b.col);
}

/**
 * Checks site.yaml and every page: syntax, schemas (worded for people), then what only shows
 * across files (duplicate routes and SEO titles, links to pages that do not exist).
 * The CLI, the build, the dev server and CI all come through here.
 */
export function validateContent(schemas: SchemaSet, site: YamlSource, pages: PageInput[], options: ValidateOptions = {}): ValidatedContent {
  const engine = engineFor(schemas);
  const problems: ContentProblem[] = [];
  const known = options.internalLinks && siteAddresses(pages.map((p) => p.route), options.internalLinks.publicFiles);
  const addresses = known && { isPage: known.isPage, known: known.known };
  const siteName = typeof schemas.site.title === 'string' ? schemas.site.title : 'Site settings';
  const siteCheck = validateYamlSource(site, schemas.site, schemas, { subject: 'site settings', name: siteName, addresses });
  problems.push(...siteCheck.problems);

  const scope = (root: FileScope['root'], subject: string, data: unknown, name: string, blocks?: FileScope['blocks']): FileScope => ({ index: engine.index, root, subject, data, blocks, name, addresses });
  const readable: { source: YamlSource; data: unknown; places: Places; skip?: (path: (string | number)[]) => boolean }[] = [];
  const siteData = readYaml(site);
  if (!siteData.problems.length) {
    const data = siteData.data;
    // Moved addresses are old addresses and their new ones: checked on their own (checks/moved-addresses.ts).
    readable.push({ source: site, data, places: new Places(scope(schemas.site, 'site settings', data, siteName)), skip: (path) => path[0] === 'redirects' });
  }
  // Pages are named as readers know them: by the menu and footer labels of site.yaml.
  const pageScope = (route: string, data: unknown) => scope(engine.pageEnvelope, 'page', data, pageName(route, siteData.data, data), schemas.blocks);

  const valid: ValidatedContent['pages'] = [];
  const pageFiles: typeof readable = [];
  for (const { route, source } of pages) {
    const check = checkPage(engine, source, (data) => pageScope(route, data));
    problems.push(...check.problems);
    if (check.data === undefined) continue;
    const entry = { source, data: check.data, places: new Places(pageScope(route, check.data)) };
    readable.push(entry);
    pageFiles.push(entry);
    if (!check.problems.length) valid.push({ route, file: source.file, page: check.data as Page });
  }

  problems.push(...duplicateRoutes(pages), ...seoProblems(pageFiles));
  if (options.internalLinks) {
    problems.push(...internalLinks(readable, pages.map((p) => p.route), options.internalLinks.publicFiles));
  }
  const order = [site.file, ...pages.map((p) => p.source.file)];
  return { site: siteCheck.problems.length ? undefined : (siteCheck.data as SiteSettings), pages: valid, problems: sortProblems(problems, order) };
}

export type { Block };
