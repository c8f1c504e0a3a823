import type { Page, SiteSettings } from '../../src/generated/content.ts';
import type { PageData } from '../../src/routing/pageStore.ts';
import type { ContentReport } from '../../src/routing/devEvents.ts';
import { DATA_DIR, fallbackPathFor, normalisePath, ROUTE_TABLE_URL, type RouteTable } from '../../src/routing/dataUrl.ts';
import { loadContent, type Content } from '../content/load.ts';
import { prepareBlocks } from '../content/prepare.ts';
import { blockingProblems, formatProblem, summaryLine } from '../content/problem.ts';
import { isDynamicRoute, sortRoutes } from '../content/routes.ts';

/** routes.json: every address with a data file of its own, in the order given. */
export function routeTableJson(pages: readonly string[]): string {
  const table: RouteTable = { pages: [...pages] };
  return JSON.stringify(table);
}


interface ReadyPage {
  route: string;
  file: string;
  page: Page;
}

/**
 * The content as the dev server serves it. Each save loads and checks everything again; what is
 * served is the newest version of every file that was valid at some point, so a mistake being
 * typed never blanks the page: the overlay explains it over the last version that worked.
 */
export class DevContent {
  private pages = new Map<string, ReadyPage>();
  private site: SiteSettings | undefined;
  private problems: ContentReport | undefined;

  constructor(
    private root: string,
    private schemaDir: string,
  ) {}

  /** Loads the content afresh; the report when it has errors (undefined when it is fine). */
  reload(): ContentReport | undefined {
    let content: Content;
    try {
      content = loadContent(this.root, this.schemaDir);
    } catch (err) {
      // A schema file that is not JSON, a folder that vanished: one plain sentence.
      this.problems = { problems: [err instanceof Error ? err.message : String(err)], summary: 'The content could not be loaded.' };
      return this.problems;
    }
    if (content.site) this.site = content.site;
    for (const entry of content.pages) {
      try {
        this.pages.set(entry.file, { route: entry.route, file: entry.file, page: prepareBlocks(entry.page) });
      } catch {
        // Its markdown or code sample has a mistake: reported below, the last good version stays.
      }
    }
    // A file deleted or renamed is gone; one that only fails to validate keeps its last good version.
    for (const file of this.pages.keys()) if (!content.sources.has(file)) this.pages.delete(file);
    const errors = blockingProblems(content.problems);
    this.problems = errors.length
      ? { problems: content.problems.map((p) => formatProblem(p, content.sources.get(p.file))), summary: summaryLine(content.problems, content.sources.size) }
      : undefined;
    return this.problems;
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
    if (pathname === ROUTE_TABLE_URL) return routeTableJson(this.ready().filter((p) => p.route !== '*' && !isDynamicRoute(p.route)).map((p) => p.route));
    const match = new RegExp(`^/${DATA_DIR}/(.+)\\.json$`).exec(pathname);
    if (!match) return undefined;
    const address = normalisePath(match[1] === 'index' ? '/' : `/${match[1]}`);
    const page = this.ready().find((p) => (address === '/404' ? p.route === '*' : isDynamicRoute(p.route) ? fallbackPathFor(p.route) === address : p.route === address));
    if (!page) return undefined;
    const data: PageData = { route: page.route, page: page.page };
    return JSON.stringify(data);
  }

  /** Routes with a parameter (/blog/:slug), for virtual:routes. */
  dynamicRoutes(): string[] {
    return this.ready().filter((p) => isDynamicRoute(p.route)).map((p) => p.route);
  }

  private ready(): ReadyPage[] {
    return sortRoutes([...this.pages.values()]);
  }
}
