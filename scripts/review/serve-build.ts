/**
 * Serves one build to the review's browser: each page from the file the build's records name for
 * its address (so builds with different folder layouts are served alike), other files as they
 * are in dist/, anything else with the not-found page. Loopback only, on a free port.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CONTENT_TYPES as TYPES } from '../preview/content-types.ts';
import { servesFile, type BuiltPage } from './built-pages.ts';

export interface ServedBuild {
  origin: string;
  close(): Promise<void>;
}

export async function serveBuild(dist: string, pages: readonly BuiltPage[]): Promise<ServedBuild> {
  const byRoute = new Map(pages.map((p) => [p.route, p.file]));
  const notFound = byRoute.get('/404');
  const server: Server = createServer((req, res) => {
    const address = (req.url ?? '/').split(/[?#]/)[0]!;
    const route = address.length > 1 ? address.replace(/\/+$/, '') : address;
    let file = byRoute.get(route);
    let status = 200;
    if (!file && servesFile(dist, address)) file = path.resolve(dist, `.${decodeURIComponent(address)}`);
    if (!file) [file, status] = [notFound, 404];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(status, { 'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
