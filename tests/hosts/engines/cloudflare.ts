import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { HostEngine } from '../support/engine.ts';
import { installEngine } from '../support/install.ts';
import { freePorts, startEngine } from '../support/process.ts';

// The newest date the workerd shipped with wrangler 4.80.0 supports.
const COMPATIBILITY_DATE = '2026-04-01';

/** Cloudflare Pages' local runtime: `wrangler pages dev`, the same workerd and asset rules as production. */
export const cloudflare: HostEngine = {
  name: 'Cloudflare Pages (wrangler pages dev)',
  repeatedHeaders: 'join',
  // Pages drops any Cache-Control of a 404 and sends no-store, so a missing page is never cached.
  notFoundHeaders: { 'Cache-Control': 'no-store' },
  otherSpellings: 'redirect',
  faultsUnderLoad: 'wrangler pages dev now and then answers a static file with a 500, or not at all, under load (cloudflare/workers-sdk#5552); the platform itself does not',
  async start(dist) {
    const { dir, version, installSeconds } = await installEngine('cloudflare', 'wrangler');
    const state = path.join(dir, 'state');
    mkdirSync(state, { recursive: true });
    // Wrangler writes .wrangler/ where it runs: a folder of its own in the cache, removed afterwards.
    const cwd = mkdtempSync(path.join(state, 'run-'));
    const [port, inspector] = await freePorts(2);
    const served = await startEngine({
      name: `wrangler ${version}`,
      command: process.execPath,
      args: [path.join(dir, 'node_modules/wrangler/bin/wrangler.js'), 'pages', 'dev', dist, '--compatibility-date', COMPATIBILITY_DATE,
        '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', path.join(cwd, 'persist'),
        '--show-interactive-dev-session=false', '--log-level', 'warn'],
      cwd,
      env: {
        ...process.env,
        // No telemetry, no error reports, no update check (the banner does it), no browser, nothing outside the cache.
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        BROWSER: 'none',
        XDG_CONFIG_HOME: path.join(state, 'config'),
        WRANGLER_LOG_PATH: path.join(state, 'logs'),
        WRANGLER_CACHE_DIR: path.join(state, 'cache'),
        MINIFLARE_CACHE_DIR: path.join(state, 'cache'),
        WRANGLER_REGISTRY_PATH: path.join(state, 'registry'),
      },
      baseURL: `http://127.0.0.1:${port}`,
    });
    return { ...served, installSeconds, stop: () => served.stop().finally(() => rmSync(cwd, { recursive: true, force: true })) };
  },
};
