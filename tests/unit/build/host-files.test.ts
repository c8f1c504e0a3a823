import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeHostFiles, type HostedPage } from '../../../scripts/build/host-files.ts';
import { warmProcess } from '../../../scripts/content/frozen-json.ts';
import { parseHeadersFile } from '../../../scripts/preview/host-headers.ts';
import { siteContent } from '../../support/content.ts';

const site = { ...siteContent().site!, assistant: { ...siteContent().site!.assistant, enabled: false } };
const page = (p: string, images: string[] = [], route = p): HostedPage => ({ path: p, route, file: `${p.slice(1) || 'index'}.html`, blockTypes: ['prose'], images });

function build(pages: HostedPage[]) {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-files-'));
  writeHostFiles({ root: dist, dist, site, pages, dynamicRoutes: [{ prefix: '/blog', fallback: '/blog/_fallback' }], addresses: pages.map((p) => p.path) });
  const text = readFileSync(path.join(dist, '_headers'), 'utf8');
  const rules = parseHeadersFile(text);
  const csp = (pattern: string) => rules.find((r) => r.pattern === pattern)?.headers.find(([n]) => n === 'Content-Security-Policy')?.[1];
  return { rules, csp, text };
}

describe('host files for a site with a folder with a fallback (the blog)', () => {
  const { rules, csp, text } = build([
    page('/'),
    page('/about', ['https://team.example']),
    page('/blog'),
    page('/blog/first', ['https://pictures.example'], '/blog/:slug'),
    page('/blog/_fallback', [], '/blog/:slug'),
    page('/404', ['https://lost.example'], '*'),
  ]);

  it('give every address one policy, on the site-wide rule alone: what all the pages, the not-found page included, need together', () => {
    const withPolicy = rules.filter((r) => r.headers.some(([n]) => n === 'Content-Security-Policy'));
    expect(withPolicy.map((r) => r.pattern)).toEqual(['/*']);
    for (const origin of ['https://team.example', 'https://pictures.example', 'https://lost.example']) expect(csp('/*')).toContain(origin);
    expect(csp('/*')).toContain("script-src 'self'");
    expect(csp('/*')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("revalidate the pages, the posts (also those published after the build) and the list's file spelling (/blog.html, how Netlify matches a rewritten address)", () => {
    const cached = rules.filter((r) => r.headers.some(([n, v]) => n === 'Cache-Control' && v.includes('must-revalidate'))).map((r) => r.pattern);
    expect(cached).toEqual(['/', '/about', '/about/*', '/blog', '/blog.html', '/blog/*']);
    // Only Cloudflare knows `! Name` lines: the rules never need one.
    expect(text).not.toMatch(/^\s*!/m);
  });
});

describe('host files made again in the same process (npm run build -- --watch)', () => {
  beforeAll(() => void (warmProcess.on = true));
  afterAll(() => void (warmProcess.on = false));
  const dist = mkdtempSync(path.join(tmpdir(), 'host-files-'));
  const write = (pages: HostedPage[]) => {
    writeHostFiles({ root: dist, dist, site, pages, dynamicRoutes: [], addresses: pages.map((p) => p.path) });
    return readFileSync(path.join(dist, '_headers'), 'utf8');
  };

  it('follow a page whose record changed, and write the files again when nothing did', () => {
    const home = page('/');
    const first = write([home, page('/about', ['https://team.example'])]);
    // /about rendered again: a new record, with another picture's origin.
    const second = write([home, page('/about', ['https://other.example'])]);
    expect(second).toContain('https://other.example');
    expect(second).not.toContain('https://team.example');
    expect(second).not.toBe(first);
    // The same records again (one of them a new object with the same contents): the same files, even if one was removed meanwhile.
    rmSync(path.join(dist, '_headers'));
    expect(write([home, page('/about', ['https://other.example'])])).toBe(second);
  });
});
