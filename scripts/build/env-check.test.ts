import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingEnvProblem, checkBuildEnv } from './env-check.ts';

const dirs: string[] = [];
const emptyRoot = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-check-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('build environment check', () => {
  it('stops a build with no booking webhook, saying how to fix it', () => {
    const problem = bookingEnvProblem({});
    expect(problem).toMatch(/VITE_BOOKING_WEBHOOK_URL is not set/);
    expect(problem).toMatch(/ALLOW_MISSING_BOOKING_WEBHOOK=true/);
    expect(bookingEnvProblem({ VITE_BOOKING_WEBHOOK_URL: '   ' })).toMatch(/is not set/);
    expect(bookingEnvProblem({ ALLOW_MISSING_BOOKING_WEBHOOK: '1' })).toMatch(/is not set/);
  });

  it('lets a build through with a web address, or with the explicit flag', () => {
    expect(bookingEnvProblem({ VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/strategy-call' })).toBeNull();
    expect(bookingEnvProblem({ VITE_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:4599/booking-webhook' })).toBeNull();
    expect(bookingEnvProblem({ ALLOW_MISSING_BOOKING_WEBHOOK: 'true' })).toBeNull();
  });

  it('rejects an address that is not http(s), even with the flag', () => {
    for (const url of ['hooks.example.com/book', 'javascript:alert(1)', 'ftp://example.com']) {
      expect(bookingEnvProblem({ VITE_BOOKING_WEBHOOK_URL: url, ALLOW_MISSING_BOOKING_WEBHOOK: 'true' })).toMatch(/not a web address/);
    }
  });

  it('reads the address from .env files as Vite does, the environment winning', () => {
    const root = emptyRoot();
    expect(checkBuildEnv({}, root)).toMatch(/is not set/);
    writeFileSync(path.join(root, '.env.production'), 'VITE_BOOKING_WEBHOOK_URL=https://hooks.example.com/a\n');
    expect(checkBuildEnv({}, root)).toBeNull();
    expect(checkBuildEnv({ VITE_BOOKING_WEBHOOK_URL: 'nope' }, root)).toMatch(/not a web address/);
    expect(checkBuildEnv({}, root, 'staging')).toMatch(/is not set/);
  });
});
