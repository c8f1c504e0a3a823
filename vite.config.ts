import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogPostsPlugin } from './scripts/vite/blog-posts-plugin.ts';
import { bookingReceiver } from './scripts/vite/booking-receiver.ts';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { picturesPlugin } from './scripts/vite/pictures-plugin.ts';
import { studioPlugin } from './src/studio/server/plugin.ts';

const root = import.meta.dirname;

/**
 * Every block's component and browser script (src/blocks/<Type>/<Type>.tsx, <Type>.browser.ts) is
 * an entry of the client build: a chunk of its own, loaded by URL by the island loader (the build
 * writes the URLs on each island) and carrying the styles the build inlines. As entries they keep
 * their `default` export under that name, whatever else imports them.
 */
function blockEntries(): Record<string, string> {
  const blocks = path.join(root, 'src/blocks');
  const entries: Record<string, string> = {};
  for (const name of readdirSync(blocks)) {
    for (const file of [`${name}.tsx`, `${name}.browser.ts`]) {
      if (existsSync(path.join(blocks, name, file))) entries[file.replace(/\.tsx?$/, '')] = `src/blocks/${name}/${file}`;
    }
  }
  return entries;
}

export default defineConfig({
  root,
  publicDir: 'content/public',
  plugins: [react(), contentPlugin(root), bookingReceiver(root), blogPostsPlugin(root), picturesPlugin(root), studioPlugin(root)],
  // npm start: the Studio's page (src/studio/app/main.tsx) is not in index.html, so its packages
  // (the forms, the merges, the examples' renderer) are found when the Studio first opens and Vite
  // optimises again, failing the requests already made (504 Outdated Optimize Dep). Scanned at start.
  optimizeDeps: { entries: ['index.html', 'src/studio/app/**/*.tsx', '!src/**/*.test.tsx'] },
  build: {
    manifest: true,
    outDir: 'dist',
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules natively; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    // What built pages load: every page its small script; a page with islands the island loader,
    // which brings each island's own code, and React for those that hydrate, when it wakes; and the
    // styles the build inlines. index.html is the dev server's page only: it renders whole pages in
    // the browser, and built pages never load it.
    rollupOptions: {
      input: {
        site: 'src/page/site-script.ts',
        islands: 'src/islands/loader.ts',
        hydrate: 'src/islands/hydrate.tsx',
        page: 'src/page/page.css',
        ...blockEntries(),
      },
      // The loader imports entries by URL and reads their exports by name.
      preserveEntrySignatures: 'exports-only',
    },
  },
});
