import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, startDevServer, type DevServer, type ProjectCopy } from '../../tests/support/project-copy.ts';
import { movedAddressTarget } from './moved-addresses.ts';

describe('movedAddressTarget', () => {
  const moved = [{ from: '/blog/old-name/', to: '/blog/new-name' }];
  it('forwards the old address with or without a trailing slash, and keeps the query', () => {
    expect(movedAddressTarget('/blog/old-name', moved)).toBe('/blog/new-name');
    expect(movedAddressTarget('/blog/old-name/', moved)).toBe('/blog/new-name');
    expect(movedAddressTarget('/blog/old-name?ref=mail', moved)).toBe('/blog/new-name?ref=mail');
  });
  it('leaves every other address alone', () => {
    expect(movedAddressTarget('/blog/new-name', moved)).toBeUndefined();
    expect(movedAddressTarget('/blog/old-name-2', moved)).toBeUndefined();
    expect(movedAddressTarget('/blog/old-name', undefined)).toBeUndefined();
  });
});

// `npm start` on a copy whose site settings move a post's old address: it forwards, as the build's hosts do.
describe('npm start', () => {
  let copy: ProjectCopy;
  let dev: DevServer;
  let slug: string;
  beforeAll(async () => {
    copy = copyProject({ prefix: 'dev-moved-' });
    const post = readdirSync(copy.file('content/blog')).find((f) => f.endsWith('.md'))!;
    slug = /^slug:\s*(\S+)/m.exec(readFileSync(copy.file(`content/blog/${post}`), 'utf8'))![1]!;
    const site = readFileSync(copy.file('content/site.yaml'), 'utf8');
    writeFileSync(copy.file('content/site.yaml'), `${site.trimEnd()}\nredirects:\n  - from: /blog/${slug}-first-draft\n    to: /blog/${slug}\n`);
    dev = await startDevServer(copy.dir);
  }, 60_000);
  afterAll(async () => {
    await dev?.close();
    await copy?.removeAfterServer();
  });

  it('answers a moved address with a 301 to the new one', async () => {
    const res = await fetch(`${dev.url}/blog/${slug}-first-draft`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/blog/${slug}`);
  });

  it('serves the new address itself', async () => {
    const res = await fetch(`${dev.url}/blog/${slug}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
  });
});
