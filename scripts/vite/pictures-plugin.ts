import path from 'node:path';
import type { Plugin } from 'vite';
import { pictureManifest, PICTURES_DIR } from '../build/picture-manifest.ts';
import { cachedVariant } from '../build/write-pictures.ts';
import { FORMATS, variantPath, variantWidths, type VariantFormat } from '../../src/pictures/variants.ts';
import { onSaves } from './saves.ts';

const ID = 'virtual:pictures';
const RESOLVED = '\0' + ID;

/**
 * Serves `virtual:pictures` (the pictures of content/public with their sizes and keys, see
 * src/pictures/variants.ts) to both bundles, and, on the dev server, each variant a page names
 * (/assets/pictures/…), encoded on first request into the same cache the build uses.
 * `{ variants: false }` (the online Studio's app, whose server serves no variants): no picture is
 * known, so each is shown as the one file it names.
 */
export function picturesPlugin(root: string, options: { variants?: boolean } = {}): Plugin {
  const dir = path.join(root, PICTURES_DIR);
  return {
    name: 'pictures',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(options.variants === false ? {} : await pictureManifest(root))};`;
    },
    configureServer(server) {
      server.watcher.add(dir);
      onSaves(server.watcher, (file) => file.startsWith(dir + path.sep), () => {
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
      });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        if (!url.startsWith('/assets/pictures/')) return next();
        void (async () => {
          for (const [src, facts] of Object.entries(await pictureManifest(root))) {
            for (const width of variantWidths(facts[0])) {
              const format = FORMATS.find((f: VariantFormat) => variantPath(facts, width, f) === url);
              if (!format) continue;
              const { data } = await cachedVariant(path.join(dir, src), facts[2], width, format);
              res.setHeader('Content-Type', `image/${format}`);
              res.end(data);
              return;
            }
          }
          next();
        })().catch(next);
      });
    },
  };
}
