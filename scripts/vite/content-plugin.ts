import path from 'node:path';
import type { SiteSettings } from '../../src/generated/content.ts';
import type { Plugin, ViteDevServer } from 'vite';
import { DATA_DIR } from '../../src/routing/dataUrl.ts';
import { knownCountries } from '../../src/head/brand.ts';
import { jsonForScript } from '../../src/head/headHtml.ts';
import { loadContent, type Content } from '../content/load.ts';
import { blockingProblems, formatProblems, summaryLine } from '../content/problem.ts';
import { dynamicRoutesOf } from '../content/routes.ts';
import { siteForBuild } from '../content/site-url.ts';
import { CONTENT_CHANGED_EVENT, CONTENT_PROBLEMS_EVENT, PROBLEMS_DATA_ID, type ContentReport } from '../../src/routing/devEvents.ts';
import { DevContent } from './dev-content.ts';
import { movedAddressMiddleware } from './moved-addresses.ts';
import { onSaves } from './saves.ts';

const SITE_ID = 'virtual:site';
const ASSISTANT_ID = 'virtual:assistant';
const ROUTES_ID = 'virtual:routes';
const resolved = (id: string) => '\0' + id;

const OVERLAY_MODULE = '/src/dev/content-overlay.ts';

/** The report exactly as `npm run validate` prints it: every problem with its code frame, then the summary. */
export function contentReport(content: Content): string {
  return `${formatProblems(content.problems, content.sources)}\n${summaryLine(content.problems, content.sources.size)}`;
}

/** A build error whose message is the plain-words report, with no stack (Vite prints only the message). */
function contentError(message: string): Error {
  const err = new Error(message);
  err.stack = '';
  return err;
}

/** What the Vite builds need of the content: the site settings and the routes with a parameter. */
export interface BuildContent {
  site: SiteSettings;
  dynamicRoutes: string[];
}

/**
 * The build loads and checks the content once (scripts/cli/build.ts) and hands the bundler process
 * what it needs in this variable, so the bundles never load the content again.
 */
export const BUILD_CONTENT_ENV = 'SITE_BUILD_CONTENT';

export const buildContentOf = (content: Content): BuildContent => ({
  site: content.site!,
  dynamicRoutes: dynamicRoutesOf(content.pages),
});

function handedOver(root: string): BuildContent | undefined {
  const text = process.env[BUILD_CONTENT_ENV];
  if (!text) return undefined;
  const { root: from, ...content } = JSON.parse(text) as BuildContent & { root: string };
  return path.resolve(from) === path.resolve(root) ? content : undefined;
}

export interface ContentPluginOptions {
  /** Defaults to <root>/schemas. */
  schemaDir?: string;
}

/**
 * Serves the content to the app: `virtual:site` (shared settings, in the first bundle) and
 * `virtual:routes` (the few routes with a parameter). Pages are not modules: the build writes each
 * page's data to a JSON file, and the dev server answers the same addresses from the content as
 * it is saved. In the dev server a save updates the open page in place, and a mistake shows in the
 * terminal and in an overlay over the last version that worked (src/dev/content-overlay.ts).
 */
export function contentPlugin(root: string, options: ContentPluginOptions = {}): Plugin {
  const contentDir = path.join(root, 'content');
  const schemaDir = options.schemaDir ?? path.join(root, 'schemas');
  const isContent = (file: string) => file.startsWith(contentDir + path.sep) || file.startsWith(schemaDir + path.sep);
  let dev: DevContent | undefined;
  let built: BuildContent | undefined;
  const forBuild = (): BuildContent => {
    if (built) return built;
    built = handedOver(root);
    if (built) return built;
    const content = loadContent(root, schemaDir);
    if (blockingProblems(content.problems).length) throw contentError(contentReport(content));
    built = buildContentOf(content);
    return built;
  };

  return {
    name: 'content',
    enforce: 'pre',
    // A build's pages resolve the site's country from this, not from the browser's region names (src/head/brand.ts).
    config: (_config, env) => (env.command === 'build' ? { define: { __KNOWN_COUNTRIES__: JSON.stringify(knownCountries(forBuild().site.contact.city)) } } : undefined),
    resolveId: (id) => (id === SITE_ID || id === ASSISTANT_ID || id === ROUTES_ID ? resolved(id) : null),
    load(id) {
      if (id === resolved(SITE_ID) || id === resolved(ASSISTANT_ID)) {
        const site = dev ? dev.siteSettings() : forBuild().site;
        if (!site) throw contentError('content/site.yaml has a mistake (see the terminal); the site appears once it is fixed.');
        // The assistant's settings alone, for the small script every built page runs.
        if (id === resolved(ASSISTANT_ID)) return `export default ${JSON.stringify(site.assistant)};`;
        return `export default ${JSON.stringify(siteForBuild(site, process.env.SITE_URL))};`;
      }
      if (id === resolved(ROUTES_ID)) {
        const routes = dev ? dev.dynamicRoutes() : forBuild().dynamicRoutes;
        return `export const dynamicRoutes = ${JSON.stringify(routes)};\n`;
      }
      return null;
    },
    configureServer(server) {
      dev = new DevContent(root, schemaDir, (line) => server.config.logger.warn(line, { timestamp: true }));
      const report = dev.reload();
      if (report) logReport(server, report);
      server.middlewares.use(movedAddressMiddleware(() => dev?.siteSettings()?.redirects));
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(`/${DATA_DIR}/`)) return next();
        const body = dev!.answer(req.url);
        res.statusCode = body === undefined ? 404 : 200;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(body ?? '{}');
      });
      server.watcher.add([contentDir, schemaDir]);
      // Texts are kept between checks: each change says which file to read again (a folder, all of them).
      onSaves(server.watcher, isContent, (file) => {
        const rel = path.relative(root, file).split(path.sep).join('/');
        dev!.forget(rel);
        void contentSaved(server, dev!, rel);
      });
      const folderChanged = (dir: string) => isContent(dir + path.sep) && dev!.forget();
      server.watcher.on('addDir', folderChanged);
      server.watcher.on('unlinkDir', folderChanged);
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        if (!dev) return;
        const report = dev.report();
        return [
          ...(report ? [{ tag: 'script', attrs: { type: 'application/json', id: PROBLEMS_DATA_ID }, children: jsonForScript(report), injectTo: 'body' as const }] : []),
          { tag: 'script', attrs: { type: 'module', src: OVERLAY_MODULE }, injectTo: 'body' as const },
        ];
      },
    },
    handleHotUpdate(ctx) {
      // Content changes are handled by the watcher above (page data, overlay, site settings).
      if (isContent(ctx.file)) return [];
      return undefined;
    },
  };
}

function logReport(server: ViteDevServer, report: ContentReport) {
  server.config.logger.error(`${report.problems.join('\n')}\n${report.summary}`, { timestamp: true });
}

/** After a save: the overlay when the content has mistakes, else the page updated in place. */
async function contentSaved(server: ViteDevServer, dev: DevContent, file: string) {
  const before = { site: JSON.stringify(dev.siteSettings()), routes: JSON.stringify(dev.dynamicRoutes()) };
  const report = dev.reload();
  if (report) {
    logReport(server, report);
    server.ws.send(CONTENT_PROBLEMS_EVENT, report);
    return;
  }
  server.config.logger.info(`content updated: ${file}`, { timestamp: true });
  // Blog posts are read by the blog's own source and pictures straight from disk: those reload the page.
  if (/^content\/(blog|public)\//.test(file)) {
    server.ws.send({ type: 'full-reload' });
    return;
  }
  const changed = [
    [SITE_ID, JSON.stringify(dev.siteSettings()) !== before.site],
    [ASSISTANT_ID, JSON.stringify(dev.siteSettings()) !== before.site],
    [ROUTES_ID, JSON.stringify(dev.dynamicRoutes()) !== before.routes],
  ] as const;
  for (const [id, didChange] of changed) {
    const mod = server.moduleGraph.getModuleById(resolved(id));
    if (didChange && mod) await server.reloadModule(mod);
  }
  server.ws.send(CONTENT_CHANGED_EVENT, { file });
}
