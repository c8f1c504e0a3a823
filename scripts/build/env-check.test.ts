import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingEnvProblem, buildEnvProblem, checkBuildEnv } from './env-check.ts';

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

  it('refuses a plain http:// webhook or Supabase address for a live site, saying why and what to use', () => {
    const webhook = bookingEnvProblem({ VITE_BOOKING_WEBHOOK_URL: 'http://hooks.example.com/book' });
    expect(webhook).toMatch(/VITE_BOOKING_WEBHOOK_URL is "http:\/\/hooks.example.com\/book", which starts with http:\/\/\..*Use the https:\/\/ address of your booking webhook/);
    expect(buildEnvProblem({ VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/b', VITE_SUPABASE_URL: 'http://abc.supabase.co' })).toMatch(/VITE_SUPABASE_URL is .* starts with http:\/\//);
    expect(buildEnvProblem({ VITE_BOOKING_WEBHOOK_URL: 'https://hooks.example.com/b', VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toBeNull();
    // Loopback stays allowed for tests and local stand-ins.
    for (const host of ['localhost:8080', '127.0.0.1:4599', '[::1]:3000']) expect(bookingEnvProblem({ VITE_BOOKING_WEBHOOK_URL: `http://${host}/x` })).toBeNull();
    expect(bookingEnvProblem({ VITE_BOOKING_WEBHOOK_URL: 'http://localhost.evil.example/x' })).toMatch(/starts with http:/);
    // Both problems at once, one per line.
    expect(buildEnvProblem({ VITE_BOOKING_WEBHOOK_URL: 'http://a.example', VITE_SUPABASE_URL: 'supabase' })?.split('\n')).toHaveLength(2);
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
