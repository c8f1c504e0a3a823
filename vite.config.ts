import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogPostsPlugin } from './scripts/vite/blog-posts-plugin.ts';
import { bookingReceiver } from './scripts/vite/booking-receiver.ts';
import { contentPlugin } from './scripts/vite/content-plugin.ts';
import { studioPlugin } from './src/studio/server/plugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  publicDir: 'content/public',
  plugins: [react(), contentPlugin(root), bookingReceiver(root), blogPostsPlugin(root), studioPlugin(root)],
  build: {
    manifest: true,
    outDir: 'dist',
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules natively; the polyfill would cost every page.
    modulePreload: { polyfill: false },
  },
});
