import type { Page, SiteSettings } from '../../src/generated/content.ts';
import type { PageData } from '../../src/routing/pageStore.ts';
import type { ContentReport } from '../../src/routing/devEvents.ts';
import { DATA_DIR, fallbackPathFor, normalisePath, ROUTE_TABLE_URL, type RouteTable } from '../../src/routing/dataUrl.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CheckCache, textHash } from '../content/check-cache.ts';
import { checkContent } from '../content/check-content.ts';
import { CLAIMS_FILE, loadClaims } from '../content/claims/index.ts';
import { ContentCache, contentFiles } from '../content/content-files.ts';
import { prepareBlocks } from '../content/prepare.ts';
import { blockingProblems, formatProblem, summaryLine } from '../content/problem.ts';
import { readYaml } from '../content/read-yaml.ts';
import { isDynamicRoute, sortRoutes } from '../content/routes.ts';
import { loadSchemas } from '../content/schemas.ts';
import { parseYamlSource } from '../content/yaml-source.ts';

/** routes.json: every address with a data file of its own, in the order given. */
export function routeTableJson(pages: readonly string[]): string {
  const table: RouteTable = { pages: [...pages] };
  return JSON.stringify(table);
}

/** content/claims.yaml's text as the check reads it (undefined without one). */
function claimsTextOf(root: string, files: ContentCache): string | undefined {
  try {
    return contentFiles(root, { cache: files }).read(CLAIMS_FILE);
  } catch {
    // No claims file: a site may have none.
    return undefined;
  }
}

/** A page's data as the check reads it (claims resolved, their notes added), from one version of its text. */
function pageData(root: string, schemaDir: string, file: string, text: string, claimsText: string | undefined): Page | undefined {
  const schemas = loadSchemas(schemaDir);
  const source = parseYamlSource(file, text);
  loadClaims(root, schemas, { text: claimsText }).resolve(source, { kind: 'page' });
  const { data, problems } = readYaml(source);
  return problems.length ? undefined : (data as Page);
}

interface ServedPage {
  route: string;
  file: string;
}

/**
 * The content as the dev server serves it. Each save checks the content again, as `npm run
 * validate` does, but only the files that changed are read and checked again (the page results of
 * the others are kept, and kept on disk between starts). What is served is the newest version of
 * every file that was valid at some point, so a mistake being typed never blanks the page: the
 * overlay explains it over the last version that worked. A page's data is made when it is asked
 * for, so 10,000 pages cost their texts in memory, not their prepared data.
 */
export class DevContent {
  /** File texts and folder listings, kept until the watcher says a file changed (forget). */
  private files = new ContentCache();
  private cache: CheckCache;
  private pages: ServedPage[] = [];
  /** The text of each page's newest version without problems of its own. */
  private lastGood = new Map<string, string>();
  /** The data made for a page from one text, by file (the page open in the browser, mostly). */
  private made = new Map<string, { key: string; json: string }>();
  private site: SiteSettings | undefined;
  private problems: ContentReport | undefined;
  private saveTimer: NodeJS.Timeout | undefined;
  private checked = 0;
  /** Each file's last text and its hash: a file the watcher did not report is not hashed again. */
  private hashes = new Map<string, { text: string; hash: string }>();

  constructor(
    private root: string,
    private schemaDir: string,
    /** A line for the terminal, such as "the kept results could not be read". */
    note: (line: string) => void = () => {},
  ) {
    const opened = CheckCache.open(root);
    if (opened.note) note(opened.note);
    this.cache = opened.cache;
  }

  /** A content file changed, appeared or went away on disk (relative path; every file when none is given). */
  forget(file?: string): void {
    if (file === undefined) this.files.forget();
    else this.files.changed(file, existsSync(path.join(this.root, file)));
  }

  /** Checks the content again; the report when it has errors (undefined when it is fine). */
  reload(): ContentReport | undefined {
    let content: ReturnType<typeof checkContent>;
    try {
      content = checkContent(this.root, this.schemaDir, { cache: this.cache, files: this.files, hash: (file, text) => this.hashOf(file, text) });
    } catch (err) {
      // A schema file that is not JSON, a folder that vanished: one plain sentence.
      this.problems = { problems: [err instanceof Error ? err.message : String(err)], summary: 'The content could not be loaded.' };
      return this.problems;
    }
    // The first check's results are written at once (the next start uses them even if this one
    // is stopped straight away); later ones a little after the last save.
    if (this.checked++) this.keepLater();
    else this.cache.save();
    if (content.site) this.site = content.site;
    const present = new Set(content.pages.map((p) => p.file));
    const read = (file: string) => this.files.text(file, () => readFileSync(path.join(this.root, file), 'utf8'));
    for (const p of content.pages) if (p.valid) this.lastGood.set(p.file, read(p.file));
    for (const file of this.hashes.keys()) if (!present.has(file)) this.hashes.delete(file);
    // A file deleted or renamed is gone; one that only fails to validate keeps its last good version.
    for (const file of this.lastGood.keys()) if (!present.has(file)) this.lastGood.delete(file);
    for (const file of this.made.keys()) if (!present.has(file)) this.made.delete(file);
    this.pages = sortRoutes(content.pages.filter((p) => this.lastGood.has(p.file)).map(({ route, file }) => ({ route, file })));
    const errors = blockingProblems(content.problems);
    this.problems = errors.length
      ? { problems: content.problems.map((p) => formatProblem(p, content.sources.get(p.file))), summary: summaryLine(content.problems, content.filesChecked) }
      : undefined;
    return this.problems;
  }

  private hashOf(file: string, text: string): string {
    const known = this.hashes.get(file);
    if (known?.text === text) return known.hash;
    const hash = textHash(text);
    this.hashes.set(file, { text, hash });
    return hash;
  }

  /** Writes the kept page results a little after the last check, not on every save. */
  private keepLater(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.cache.save(), 2000);
    this.saveTimer.unref();
  }

  report(): ContentReport | undefined {
    return this.problems;
  }

  /** The site settings: the newest valid ones (undefined only if site.yaml was never valid). */
  siteSettings(): SiteSettings | undefined {
    return this.site;
  }

  /** The answer to a request under /_data/: the page's data, which the dev server's app renders in the browser. */
  answer(url: string): string | undefined {
    const pathname = decodeURIComponent(url.split('?')[0]!);
    if (pathname === ROUTE_TABLE_URL) return routeTableJson(this.pages.filter((p) => p.route !== '*' && !isDynamicRoute(p.route)).map((p) => p.route));
    const match = new RegExp(`^/${DATA_DIR}/(.+)\\.json$`).exec(pathname);
    if (!match) return undefined;
    const address = normalisePath(match[1] === 'index' ? '/' : `/${match[1]}`);
    const page = this.pages.find((p) => (address === '/404' ? p.route === '*' : isDynamicRoute(p.route) ? fallbackPathFor(p.route) === address : p.route === address));
    return page && this.dataOf(page);
  }

  /** The page's data from its newest good text; the version made before if that one cannot be prepared. */
  private dataOf({ route, file }: ServedPage): string | undefined {
    const text = this.lastGood.get(file);
    const made = this.made.get(file);
    if (text === undefined) return made?.json;
    // The page shows the claims' values: data made under other claims is made again.
    const claimsText = claimsTextOf(this.root, this.files);
    const key = `${text}\0${claimsText}`;
    if (made?.key === key) return made.json;
    let page: Page | undefined;
    try {
      page = pageData(this.root, this.schemaDir, file, text, claimsText);
      page = page && prepareBlocks(page);
    } catch {
      // Its markdown or code sample has a mistake: reported in the overlay, the last good version stays.
      page = undefined;
    }
    if (!page) return made?.json;
    const data: PageData = { route, page };
    const json = JSON.stringify(data);
    this.made.set(file, { key, json });
    return json;
  }

  /** Routes with a parameter (/blog/:slug), for virtual:routes. */
  dynamicRoutes(): string[] {
    return this.pages.filter((p) => isDynamicRoute(p.route)).map((p) => p.route);
  }
}
