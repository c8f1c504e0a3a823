import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '../../scripts/preview/static-server.ts';
import { PROJECT, type ProjectCopy } from './project-copy.ts';

/** A fixture site's production build, served as the hosts serve dist/, for tests of its pages. */
export interface ServedFixture {
  base: string;
  close(): Promise<void>;
}

/** Builds a project copy for production (`npm run build`) and serves its dist/ on a free loopback port. */
export async function buildAndServe(copy: ProjectCopy): Promise<ServedFixture> {
  execFileSync(path.join(PROJECT, 'node_modules/.bin/tsx'), ['scripts/cli/build.ts'], {
    cwd: copy.dir,
    stdio: 'pipe',
    // vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: 'dist', VITE_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:9/booking-webhook', SITE_URL: 'https://www.example.com' },
  });
  const server = createStaticServer(copy.file('dist'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
