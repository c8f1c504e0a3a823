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
  const rules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
  const csp = (pattern: string) => rules.find((r) => r.pattern === pattern)?.headers.find(([n]) => n === 'Content-Security-Policy')?.[1];
  return { rules, csp };
}

describe('host files for a folder with a fallback (the blog)', () => {
  const { rules, csp } = build([
    page('/'),
    page('/about', ['https://team.example']),
    page('/blog'),
    page('/blog/first', ['https://pictures.example'], '/blog/:slug'),
    page('/blog/_fallback', [], '/blog/:slug'),
    page('/404', [], '*'),
  ]);

  it('give the list, every post and the shell one policy, what they need together', () => {
    expect(csp('/blog')).toContain('https://pictures.example');
    expect(csp('/blog/*')).toBe(csp('/blog'));
    expect(rules.filter((r) => r.pattern.startsWith('/blog/') && r.pattern !== '/blog/*')).toEqual([]);
  });

  it("give the list's file spelling (/blog.html, how Netlify matches a rewritten address) the same policy", () => {
    expect(csp('/blog.html')).toBe(csp('/blog'));
  });

  it('keep pages outside the folder to their own needs', () => {
    expect(csp('/')).not.toContain('https://pictures.example');
    expect(csp('/about')).toContain('https://team.example');
    expect(csp('/about')).not.toContain('https://pictures.example');
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
