import type { Block, Page, SiteSettings } from '../../src/generated/content.ts';
import { ContentChecker, validPage } from './content-checker.ts';
import type { ContentProblem } from './problem.ts';
import type { SchemaSet } from './schemas.ts';
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

/**
 * Checks site.yaml and every page: syntax, schemas (worded for people), then what only shows
 * across files (duplicate routes and SEO titles, links to pages that do not exist).
 * The CLI, the build, the dev server and CI all come through here (validate at scale goes through
 * ContentChecker one page at a time: see check-content.ts).
 */
export function validateContent(schemas: SchemaSet, site: YamlSource, pages: PageInput[], options: ValidateOptions = {}): ValidatedContent {
  const checker = new ContentChecker(schemas, site, pages.map((p) => p.route), options);
  // Every problem in file order (site first), then line and column.
  const problems: ContentProblem[] = [...checker.siteProblems];
  const valid: ValidatedContent['pages'] = [];
  for (const { route, source } of pages) {
    const check = checker.page(route, source);
    const again = () => ({ source, data: check.data, places: check.places! });
    problems.push(...checker.problemsOf(route, source.file, { ...check, parsed: check.data !== undefined }, again));
    const entry = validPage(route, source.file, check);
    if (entry) valid.push(entry);
  }
  return { site: checker.site, pages: valid, problems };
}

export type { Block };
