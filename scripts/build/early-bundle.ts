import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dynamicRoutesOf, type RouteEntry } from '../content/routes.ts';
import type { BuildContent } from '../vite/content-plugin.ts';
import type { SiteSettings } from '../../src/generated/content.ts';
import { bundleSite } from './bundle.ts';
import { processAlive } from './process-alive.ts';

/** Where server bundles started early are made, one folder per build process. */
const EARLY_SERVERS = 'node_modules/.cache/site-early';

/** The process ids in `<prefix><pid>` folder names in `dir` whose process has ended. */
function leftBy(dir: string, prefix: string): number[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .filter((pid) => !processAlive(pid));
}

/**
 * A build with no bundles to keep (the first, `--clean`, a shard) starts its bundler as soon as the site
 * settings are checked and the pages listed, and checks the pages meanwhile: the bundler is a process of
 * its own, so the two run on two cores, and the bundler has ended before the check has gathered most of
 * its records (at 10,000 pages it held about 510 MB by then, beside the bundler's 220 MB).
 *
 * The bundles are made into folders of their own beside dist/ and the server bundle's folder, and moved
 * into place only when the checked content hands the bundler exactly what it was started with. A content
 * mistake found meanwhile stops the bundler and leaves dist/ as it was.
 */
export class EarlyBundle {
  private readonly controller = new AbortController();
  private readonly done: Promise<void>;
  private readonly key: string;

  private constructor(
    root: string,
    content: BuildContent,
    private readonly clientDir: string,
    private readonly serverDir: string,
  ) {
    this.key = JSON.stringify(content);
    this.done = bundleSite(root, clientDir, serverDir, content, this.controller.signal);
    // Awaited by use() or stop(); never left to reject unheard.
    this.done.catch(() => {});
  }

  /** The bundler's content, as the build hands it over after the check (scripts/cli/build.ts). */
  static contentOf(site: SiteSettings, pages: readonly RouteEntry[]): BuildContent {
    return { site, dynamicRoutes: dynamicRoutesOf(pages) };
  }

  static start(root: string, dist: string, content: BuildContent): EarlyBundle {
    // The client's beside dist/ (moved by a rename, on the same disk); the server's in the project's cache, not in
    // the records' folder beside dist/ that a build with nothing to keep empties after the check.
    const client = (pid: number | string) => path.join(path.dirname(dist), `.${path.basename(dist)}.bundling-${pid}`);
    const server = (pid: number | string) => path.join(root, EARLY_SERVERS, String(pid));
    // What a build killed outright left behind.
    for (const pid of leftBy(path.dirname(dist), `.${path.basename(dist)}.bundling-`)) rmSync(client(pid), { recursive: true, force: true });
    for (const pid of leftBy(path.join(root, EARLY_SERVERS), '')) rmSync(server(pid), { recursive: true, force: true });
    return new EarlyBundle(root, content, client(process.pid), server(process.pid));
  }

  /**
   * When `content` is what the bundler was started with: waits for it and moves its bundles into `dist`
   * and `serverOut` (both empty or missing by now), true. Otherwise stops it, false: bundle again.
   */
  async use(content: BuildContent, dist: string, serverOut: string): Promise<boolean> {
    if (JSON.stringify(content) !== this.key) {
      await this.stop();
      return false;
    }
    try {
      await this.done;
    } catch (error) {
      this.remove();
      throw error;
    }
    for (const [from, to] of [[this.clientDir, dist], [this.serverDir, serverOut]] as const) {
      rmSync(to, { recursive: true, force: true });
      mkdirSync(path.dirname(to), { recursive: true });
      try {
        renameSync(from, to);
      } catch (error) {
        // Another disk (a DIST_DIR mounted apart from the project): copied instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        cpSync(from, to, { recursive: true });
        rmSync(from, { recursive: true, force: true });
      }
    }
    return true;
  }

  /** Stops the bundler (a content mistake, or content other than it was given) and removes what it made. */
  async stop(): Promise<void> {
    this.controller.abort();
    await this.done.catch(() => {});
    this.remove();
  }

  private remove(): void {
    for (const dir of [this.clientDir, this.serverDir]) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  }
}
