import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';

/** The project this test runs in. */
export const PROJECT = path.resolve(import.meta.dirname, '../..');

// What a working copy needs to validate, build and serve; node_modules is linked, not copied.
const PARTS = ['content', 'schemas', 'src', 'scripts', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'];

export interface ProjectCopy {
  /** The copy's root folder. */
  dir: string;
  /** Absolute path of a file in the copy, from a project-relative path. */
  file(relative: string): string;
  remove(): void;
  /**
   * Removes the copy after its dev server closed. Vite's dependency optimizer may still be writing
   * its cache into the copy for a few seconds after close(), so this waits until the folder can go.
   */
  removeAfterServer(): Promise<void>;
}

/**
 * A throwaway copy of the project for tests that change content (break a file, save from the
 * Studio, rewrite every text) or run a dev server: the real content/ is never touched.
 * `content` replaces the copy's content/ with another site's (a fixture under tests/fixtures).
 */
export function copyProject(options: { content?: string; prefix?: string } = {}): ProjectCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), options.prefix ?? 'site-copy-'));
  for (const part of PARTS) {
    const from = path.join(PROJECT, part);
    if (existsSync(from)) cpSync(from, path.join(dir, part), { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
  }
  if (options.content) {
    rmSync(path.join(dir, 'content'), { recursive: true, force: true });
    cpSync(path.join(options.content, 'content'), path.join(dir, 'content'), { recursive: true });
  }
  symlinkSync(path.join(PROJECT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    file: (relative) => path.join(dir, relative),
    remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
    removeAfterServer: async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return rmSync(dir, { recursive: true, force: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || attempt >= 40) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
  };
}

export interface DevServer {
  server: ViteDevServer;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** `npm start` on a copy: the copy's own vite.config.ts, on a free loopback port. */
export async function startDevServer(dir: string, config: InlineConfig = {}): Promise<DevServer> {
  const server = await createServer({
    configFile: path.join(dir, 'vite.config.ts'),
    root: dir,
    logLevel: 'silent',
    cacheDir: path.join(dir, '.vite-cache'),
    ...config,
    server: { host: '127.0.0.1', port: 0, strictPort: false, ...config.server },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The dev server did not start on a port');
  return { server, url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
