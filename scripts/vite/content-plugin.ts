import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadContent, type Content } from '../content/load.ts';
import { codeFrame, formatProblem } from '../content/problem.ts';
import { siteForBuild } from '../content/site-url.ts';

const SITE_ID = 'virtual:site';
const ROUTES_ID = 'virtual:routes';
const resolved = (id: string) => '\0' + id;

/** A Vite error whose message is the plain-words report, with no stack trace to scare anyone. */
export function contentError(content: Content): Error & { loc?: object; frame?: string; plugin?: string } {
  const first = content.problems[0]!;
  const message =
    content.problems.map((p) => formatProblem(p)).join('\n') +
    `\n\n${content.problems.length} content problem${content.problems.length === 1 ? '' : 's'} to fix.`;
  const err: Error & { loc?: object; frame?: string; plugin?: string } = new Error(message);
  err.stack = message;
  err.plugin = 'content';
  err.loc = { file: first.file, line: first.line, column: first.col };
  const text = content.sources.get(first.file);
  if (text) err.frame = codeFrame(text, first.line, first.col);
  return err;
}

/**
 * Serves the content as modules: `virtual:site` (shared settings, in the first bundle) and
 * `virtual:routes` (one lazily imported module per page, so a page's content ships with its route).
 */
export function contentPlugin(root: string): Plugin {
  let server: ViteDevServer | undefined;
  const contentDir = path.join(root, 'content');
  const schemaDir = path.join(root, 'schemas');
  const current = (): Content => {
    const content = loadContent(root);
    if (content.problems.length) throw contentError(content);
    return content;
  };
  const isContent = (file: string) => file.startsWith(contentDir + path.sep) || file.startsWith(schemaDir + path.sep);

  return {
    name: 'content',
    enforce: 'pre',
    buildStart() {
      const content = current();
      for (const file of content.sources.keys()) this.addWatchFile(path.join(root, file));
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
        return `export default ${JSON.stringify(entry.page)};`;
      }
      return null;
    },
    configureServer(dev) {
      server = dev;
      const onChange = (file: string) => {
        if (!isContent(file) || !server) return;
        const content = loadContent(root);
        for (const id of [SITE_ID, ROUTES_ID]) {
          const mod = server.moduleGraph.getModuleById(resolved(id));
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
        server.moduleGraph.getModulesByFile(file)?.forEach((m) => server!.moduleGraph.invalidateModule(m));
        if (content.problems.length) {
          const err = contentError(content);
          server.config.logger.error(err.message, { timestamp: true });
          server.ws.send({ type: 'error', err: { message: err.message, stack: '', loc: err.loc as never, frame: err.frame, plugin: 'content', id: file } });
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
