import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HostEngine } from '../support/engine.ts';
import { installEngine } from '../support/install.ts';
import { freePorts, startEngine } from '../support/process.ts';

/** Netlify's local runtime: `netlify dev --offline` serving the build as a static site. */
export const netlify: HostEngine = {
  name: 'Netlify (netlify dev --offline)',
  repeatedHeaders: 'last',
  // netlify dev's own static server sends Cache-Control: public, max-age=0 on every file, and its proxy
  // lets that win over _headers (production Netlify applies the rule); README "Deploying" says so.
  ownHeaders: { 'Cache-Control': "netlify dev's static server sets it on every file" },
  otherSpellings: 'serve',
  typesByExtension: 'netlify dev writes its static server\'s headers over the rules (dist/utils/proxy.js: writeHead with the proxied headers after setHeader of the rules)',
  async start(dist) {
    const { dir, version, installSeconds } = await installEngine('netlify', 'netlify-cli');
    const state = path.join(dir, 'state');
    mkdirSync(path.join(state, 'config/netlify'), { recursive: true });
    writeFileSync(path.join(state, 'config/netlify/config.json'), JSON.stringify({ telemetryDisabled: true, cliId: 'host-tests' }));
    // A site folder of its own: a copy of dist/ as the publish folder and a netlify.toml for a static site.
    const site = mkdtempSync(path.join(tmpdir(), 'netlify-site-'));
    cpSync(dist, path.join(site, 'publish'), { recursive: true });
    const [port, staticPort] = await freePorts(2);
    writeFileSync(
      path.join(site, 'netlify.toml'),
      ['[build]', 'publish = "publish"', '', '[dev]', 'framework = "#static"', `port = ${port}`, `staticServerPort = ${staticPort}`, ''].join('\n'),
    );
    const served = await startEngine({
      name: `netlify-cli ${version}`,
      command: process.execPath,
      args: [path.join(dir, 'node_modules/netlify-cli/bin/run.js'), 'dev', '--offline', '--no-open'],
      cwd: site,
      env: {
        ...process.env,
        PATH: `${path.join(dir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(import.meta.dirname, 'loopback.cjs')}`.trim(),
        BROWSER: 'none',
        XDG_CONFIG_HOME: path.join(state, 'config'),
        XDG_DATA_HOME: path.join(state, 'data'),
        XDG_CACHE_HOME: path.join(state, 'cache'),
        XDG_STATE_HOME: path.join(state, 'state'),
      },
      baseURL: `http://127.0.0.1:${port}`,
      timeoutMs: 180_000,
    });
    return { ...served, installSeconds, stop: () => served.stop().finally(() => rmSync(site, { recursive: true, force: true })) };
  },
};
