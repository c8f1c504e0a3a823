import path from 'node:path';
import { buildApp } from './build-app.ts';

// npm run studio:build — the Studio app for the online server (studio:serve runs it when missing or stale).
const root = path.resolve(import.meta.dirname, '../../../..');
const started = Date.now();
const dir = await buildApp(root);
console.log(`Studio app built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(root, dir)}`);
