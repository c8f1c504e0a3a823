import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { pictureManifest } from '../../../scripts/build/picture-manifest.ts';
import { picturesPlugin } from '../../../scripts/vite/pictures-plugin.ts';
import { variantPath, variantWidths } from '../../../src/pictures/variants.ts';

// `npm start`: the dev server gives pages the same manifest as the build, and serves each variant they name.
const fixture = path.resolve(import.meta.dirname, '../../fixtures/pictures');
let server: ViteDevServer;
let listener: http.Server;
let base: string;
const temp = mkdtempSync(path.join(os.tmpdir(), 'pictures-dev-'));

beforeAll(async () => {
  server = await createServer({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    cacheDir: temp,
    publicDir: false,
    plugins: [picturesPlugin(fixture)],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  listener = http.createServer(server.middlewares);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  await server?.close();
  rmSync(temp, { recursive: true, force: true });
});

it('virtual:pictures is the manifest the build makes', async () => {
  const { default: served } = (await server.ssrLoadModule('virtual:pictures')) as { default: unknown };
  expect(served).toEqual(await pictureManifest(fixture));
});

it('serves a variant a page names, encoded, with its type; an address of no variant is not answered', { timeout: 60_000 }, async () => {
  const facts = (await pictureManifest(fixture))['/photos/small.png']!;
  const width = variantWidths(facts[0])[0]!;
  const res = await fetch(base + variantPath(facts, width, 'webp'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(width);
  expect((await fetch(`${base}/assets/pictures/0000000000-320.avif`)).status).toBe(404);
});
