import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadContent, type Content } from '../content/load.ts';
import { blockingProblems, formatProblems, summaryLine } from '../content/problem.ts';
import { prepareBlocks } from '../content/prepare.ts';
import { siteForBuild } from '../content/site-url.ts';
import { CLAIMS_FILE } from '../content/claims/index.ts';

const SITE_ID = 'virtual:site';
const ROUTES_ID = 'virtual:routes';
const resolved = (id: string) => '\0' + id;

type ViteError = Error & { loc?: { file: string; line: number; column: number }; plugin?: string; id?: string };

/** The report exactly as `npm run validate` prints it: every problem with its code frame, then the summary. */
export function contentReport(content: Content): string {
  return `${formatProblems(content.problems, content.sources)}\n${summaryLine(content.problems, content.sources.size)}`;
}

/**
 * A Vite error whose message is the plain-words report. The stack is emptied (Vite shows only
 * lines starting with "at", so nothing) and the code frames stay in the message, one per problem.
 */
export function contentError(content: Content, root: string): ViteError {
  const first = blockingProblems(content.problems)[0] ?? content.problems[0]!;
  const err: ViteError = new Error(contentReport(content));
  err.stack = '';
  err.plugin = 'content';
  // Absolute, so the overlay's file link opens the editor at the line.
  err.loc = { file: path.join(root, first.file), line: first.line, column: first.col };
  return err;
}

/** Anything else that goes wrong while serving content (a schema file that is not JSON): one plain line. */
const plainError = (err: unknown): ViteError => {
  const out: ViteError = new Error(err instanceof Error ? err.message : String(err));
  out.stack = '';
  out.plugin = 'content';
  return out;
};

export interface ContentPluginOptions {
  /** Defaults to <root>/schemas. */
  schemaDir?: string;
}

/**
 * Serves the content as modules: `virtual:site` (shared settings, in the first bundle) and
 * `virtual:routes` (one lazily imported module per page, so a page's content ships with its route).
 * In the dev server an invalid save shows the validation report in the terminal and in the
 * browser's error overlay; the next good save reloads the page.
 */
export function contentPlugin(root: string, options: ContentPluginOptions = {}): Plugin {
  let server: ViteDevServer | undefined;
  const contentDir = path.join(root, 'content');
  const schemaDir = options.schemaDir ?? path.join(root, 'schemas');
  // Loaded once per change, not once per module: every page module asks for it.
  let cache: Content | undefined;
  const load = (): Content => (cache ??= loadContent(root, schemaDir));
  const current = (): Content => {
    let content: Content;
    try {
      content = load();
    } catch (err) {
      throw plainError(err);
    }
    if (blockingProblems(content.problems).length) throw contentError(content, root);
    return content;
  };
  const isContent = (file: string) => file.startsWith(contentDir + path.sep) || file.startsWith(schemaDir + path.sep);

  return {
    name: 'content',
    enforce: 'pre',
    buildStart() {
      cache = undefined;
      if (server) {
        // The dev server starts even with broken content; the report shows until it is fixed.
        const content = load();
        if (blockingProblems(content.problems).length) server.config.logger.error(contentReport(content), { timestamp: true });
        return;
      }
      for (const file of current().sources.keys()) this.addWatchFile(path.join(root, file));
    },
    resolveId(id) {
      if (id === SITE_ID || id === ROUTES_ID) return resolved(id);
      return null;
    },
    load(id) {
      if (id === resolved(SITE_ID)) {
        return `export default ${JSON.stringify(siteForBuild(current().site!, process.env.SITE_URL))};`;
      }
      if (id === resolved(ROUTES_ID)) {
        const lines = current().pages.map(
          (p) => `  { route: ${JSON.stringify(p.route)}, load: () => import(${JSON.stringify('/' + p.file)}) },`,
        );
        return `export const routes = [\n${lines.join('\n')}\n];\n`;
      }
      const file = id.split('?')[0]!;
      if (file.startsWith(path.join(contentDir, 'pages') + path.sep) && /\.ya?ml$/.test(file)) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        const entry = current().pages.find((p) => p.file === relative);
        if (!entry) return null;
        try {
          return `export default ${JSON.stringify(prepareBlocks(entry.page))};`;
        } catch (err) {
          throw plainError(err);
        }
      }
      return null;
    },
    configureServer(dev) {
      server = dev;
      const onChange = (file: string) => {
        if (!isContent(file) || !server) return;
        cache = undefined;
        let content: Content;
        try {
          content = load();
        } catch (err) {
          cache = undefined;
          const e = plainError(err);
          server.config.logger.error(e.message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message: e.message, stack: '', plugin: 'content' } });
          return;
        }
        for (const id of [SITE_ID, ROUTES_ID]) {
          const mod = server.moduleGraph.getModuleById(resolved(id));
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
        // A claim's value can be on any page: a change to claims.yaml refreshes them all.
        const changed = file === path.join(root, CLAIMS_FILE) ? content.pages.map((p) => path.join(root, p.file)) : [file];
        for (const f of changed) server.moduleGraph.getModulesByFile(f)?.forEach((m) => server!.moduleGraph.invalidateModule(m));
        if (blockingProblems(content.problems).length) {
          const err = contentError(content, root);
          server.config.logger.error(err.message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message: err.message, stack: '', loc: err.loc, plugin: 'content', id: err.loc!.file } });
        } else {
          server.config.logger.info(`content updated: ${path.relative(root, file)}`, { timestamp: true });
          server.ws.send({ type: 'full-reload' });
        }
      };
      dev.watcher.add([contentDir, schemaDir]);
      dev.watcher.on('change', onChange);
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
    },
    handleHotUpdate(ctx) {
      // Content changes are handled above with a full reload (or the error overlay).
      if (isContent(ctx.file)) return [];
      return undefined;
    },
  };
}
