/** Debian's Chromium, for the tools (the review, Lighthouse) and the tests: never a browser download. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, installed with apt when missing and we are root; never a browser download. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian package "chromium" with apt-get...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  throw new Error(
    `Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install chromium ` +
      '(or set CHROMIUM_PATH to another Chromium binary).',
  );
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
