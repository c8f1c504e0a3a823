import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite/content-plugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  publicDir: 'content/public',
  plugins: [react(), contentPlugin(root)],
  build: {
    manifest: true,
    outDir: 'dist',
    assetsInlineLimit: 0,
  },
});
