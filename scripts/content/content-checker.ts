import type { Page, SiteSettings } from '../../src/generated/content.ts';
import { fileLinkProblems } from './checks/links.ts';
import { timed } from '../build/stages.ts';
import { checkPage } from './checks/page.ts';
import { routeClashes } from './checks/routes.ts';
import { blankSeoProblems, duplicateTitleProblem, titleKey, type PageFile } from './checks/seo.ts';
import { pageName } from './names.ts';
import { Places, type FileScope } from './places.ts';
import type { ContentProblem } from './problem.ts';
import { readYaml } from './read-yaml.ts';
import type { SchemaSet } from './schemas.ts';
import { siteAddresses, type SiteAddresses } from './site-addresses.ts';
import { engineFor, validateYamlSource, type Engine } from './validate-source.ts';
import type { YamlSource } from './yaml-source.ts';

/** What one page's check finds on its own, before anything is compared across pages. */
export interface PageCheck {
  /** Syntax and schema problems (checkPage). */
  own: ContentProblem[];
  /** The page's data (claims resolved), undefined when its YAML cannot be read. */
  data: unknown;
  places?: Places;
  /** A search title or description of only spaces. */
  blank: ContentProblem[];
  /** Addresses of the page that lead nowhere. */
  links: ContentProblem[];
  /** The search title as compared across pages (titleKey). */
  title?: string;
}

/** Problems in file:line:col order, each once (the same mistake can be found by two checks). */
export function inLineOrder(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems
    .filter((p) => {
      const key = `${p.file}:${p.line}:${p.col}:${p.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => a.line - b.line || a.col - b.col);
}

/**
 * validateContent in steps: site.yaml when made, then one page at a time in file order, so a
 * caller can let each page's data go once it is checked (validate at 10,000 pages). The checks
 * across pages (two files making one address, two pages with one search title) keep only each
 * address and title seen so far.
 */
export class ContentChecker {
  readonly engine: Engine;
  /** The site settings when site.yaml has no problems. */
  readonly site: SiteSettings | undefined;
  /** site.yaml's problems, in line order. */
  readonly siteProblems: ContentProblem[];
  /** The site's pages and files, when links are checked. */
  readonly addresses: SiteAddresses | undefined;
  private readonly siteData: unknown;
  private readonly clash = routeClashes();
  private readonly titles = new Map<string, string>();

  constructor(
    private readonly schemas: SchemaSet,
    site: YamlSource,
    routes: readonly string[],
    options: { internalLinks?: { publicFiles: readonly string[] } } = {},
  ) {
    this.engine = engineFor(schemas);
    this.addresses = options.internalLinks && siteAddresses(routes, options.internalLinks.publicFiles);
    const addresses = this.addresses && { isPage: this.addresses.isPage, known: this.addresses.known };
    const siteName = typeof schemas.site.title === 'string' ? schemas.site.title : 'Site settings';
    const siteCheck = validateYamlSource(site, schemas.site, schemas, { subject: 'site settings', name: siteName, addresses });
    this.site = siteCheck.problems.length ? undefined : (siteCheck.data as SiteSettings);
    const siteData = readYaml(site);
    this.siteData = siteData.data;
    const problems = [...siteCheck.problems];
    if (!siteData.problems.length && this.addresses) {
      const places = new Places({ index: this.engine.index, root: schemas.site, subject: 'site settings', data: siteData.data, name: siteName, addresses });
      // Moved addresses are old addresses and their new ones: checked on their own (checks/moved-addresses.ts).
      problems.push(...fileLinkProblems({ source: site, data: siteData.data, places, skip: (path) => path[0] === 'redirects' }, this.addresses));
    }
    this.siteProblems = inLineOrder(problems);
  }

  /** Pages are named as readers know them: by the menu and footer labels of site.yaml. */
  private pageScope(route: string, data: unknown, addresses: SiteAddresses | undefined): FileScope {
    const known = addresses && { isPage: addresses.isPage, known: addresses.known };
    return new PageScope(this.engine, this.schemas.blocks, route, this.siteData, data, known);
  }

  /**
   * One page alone: syntax, schemas, blank search fields, links. `addresses` replaces the site's
   * (a cache records which addresses a page asked about).
   */
  page(route: string, source: YamlSource, addresses = this.addresses): PageCheck {
    const check = checkPage(this.engine, source, (data) => this.pageScope(route, data, addresses));
    if (check.data === undefined) return { own: check.problems, data: undefined, blank: [], links: [] };
    const places = new Places(this.pageScope(route, check.data, addresses));
    const file: PageFile = { source, data: check.data, places };
    return {
      own: check.problems,
      data: check.data,
      places,
      blank: blankSeoProblems(file),
      links: addresses ? timed('claims+links', () => fileLinkProblems(file, addresses)) : [],
      title: titleKey(check.data),
    };
  }

  /**
   * The page's problems in line order, with those that show only beside earlier pages. Call once
   * per page, in file order; `again` gives the page's source and check back (for a page checked
   * earlier and let go) when its title turns out to be taken.
   */
  problemsOf(route: string, file: string, check: Omit<PageCheck, 'data' | 'places'> & { parsed: boolean }, again: () => PageFile): ContentProblem[] {
    const clashes = this.clash(route, file);
    let duplicate: ContentProblem[] = [];
    if (check.parsed && check.title !== undefined) {
      const earlier = this.titles.get(check.title);
      if (!earlier) this.titles.set(check.title, file);
      else duplicate = [duplicateTitleProblem(again(), earlier)];
    }
    const found = [...check.own, ...clashes, ...check.blank, ...duplicate, ...check.links];
    return found.length ? inLineOrder(found) : found;
  }
}

/** A page's entry once checked: the build and the dev server read these. */
export const validPage = (route: string, file: string, check: PageCheck): { route: string; file: string; page: Page } | undefined =>
  check.data !== undefined && !check.own.length ? { route, file, page: check.data as Page } : undefined;

/**
 * A page's scope, named when a message needs it: every page was named two or three times, each a look
 * through the menu and footer links. A class, not an object literal with a getter (its own closure):
 * made as literals, the scopes of 10,000 pages kept their pages' data alive through many of the main
 * thread's young-generation collections (measured: docs/performance.md).
 */
class PageScope implements FileScope {
  readonly index: FileScope['index'];
  readonly root: FileScope['root'];
  readonly subject = 'page';
  private named: string | undefined;

  constructor(
    engine: { index: FileScope['index']; pageEnvelope: FileScope['root'] },
    readonly blocks: FileScope['blocks'],
    private readonly route: string,
    private readonly site: unknown,
    readonly data: unknown,
    readonly addresses: FileScope['addresses'],
  ) {
    this.index = engine.index;
    this.root = engine.pageEnvelope;
  }

  get name(): string {
    return (this.named ??= pageName(this.route, this.site, this.data));
  }
}
