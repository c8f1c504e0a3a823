import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { ensureChromium } from '../../scripts/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built dist/ on a free loopback port for every browser test file. */
export default async function setup(project: TestProject) {
  const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('Browser tests need a build: run `npm run build` first (npm test does).');
  ensureChromium();
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
