import { dataUrlFor, fallbackPathFor, ROUTE_TABLE_URL, type RouteTable } from '../../../src/routing/dataUrl.ts';
import type { PageData } from '../../../src/routing/pageStore.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { claimUsages, type ClaimReport } from '../../../scripts/content/claims/index.ts';
import { isDynamicRoute } from '../../../scripts/content/routes.ts';
import { loadBlogPosts } from '../../../scripts/content/blog-posts.ts';
import { copyProject, startDevServer, type DevServer, type ProjectCopy } from '../../support/project-copy.ts';
import { load } from './fixture-site.ts';

// "Change 400K to 1.2M in one line of claims.yaml": on a copy of the whole project, one figure gets a
// new value, and every page is rendered through the server entry (as the build prerenders it, body
// and head) before and after. Rendering through the dev server instead of a full production build
// keeps this under a minute; the build itself is checked by the dist scan in tests/browser/claims.test.ts.
let copy: ProjectCopy;
let dev: DevServer;
let claim: ClaimReport;
let newValue: string;
const before = new Map<string, string>();
const after = new Map<string, string>();

type Render = typeof import('../../../src/entry-server.tsx').render;

/** The data the dev server answers for an address, as the browser would fetch it. */
async function pageDataFor(address: string): Promise<PageData> {
  const routes = (await (await fetch(dev.url + ROUTE_TABLE_URL)).json()) as RouteTable;
  const url = routes.pages.includes(address) ? dataUrlFor(address) : address.startsWith('/blog/') ? dataUrlFor(fallbackPathFor('/blog/:slug')) : dataUrlFor('*');
  return (await (await fetch(dev.url + url)).json()) as PageData;
}
async function renderAll(into: Map<string, string>, addresses: string[]) {
  const { render } = (await dev.server.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
  for (const address of addresses) {
    const out = await render(address, await pageDataFor(address));
    into.set(address, `${JSON.stringify(out.head)}\n${out.html}`);
  }
}

beforeAll(async () => {
  copy = copyProject({ prefix: 'claims-change-' });
  const content = load(copy.dir);
  // The figure shown on the most pages, outside site.yaml (which is on every page) and not a bare number.
  claim = claimUsages(content)
    .filter((c) => c.kind === 'figure' && /\d/.test(c.value) && /\D/.test(c.value) && c.usedIn.every((u) => u.route !== 'every page'))
    .sort((a, b) => new Set(b.usedIn.map((u) => u.route)).size - new Set(a.usedIn.map((u) => u.route)).size)[0]!;
  newValue = claim.value.replace(/\d[\d,.]*/, '987');
  const posts = loadBlogPosts(copy.dir).posts.filter((p) => p.published).map((p) => `/blog/${p.slug}`);
  const addresses = [...content.pages.filter((p) => !isDynamicRoute(p.route) && p.route !== '*').map((p) => p.route), ...posts, '/no-such-page'];

  dev = await startDevServer(copy.dir);
  await renderAll(before, addresses);
  const file = copy.file('content/claims.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  doc.setIn(['figures', claim.id, 'value'], newValue);
  writeFileSync(file, String(doc));
  // What the dev server does on a save (the content plugin reloads content), then a fresh app.
  dev.server.watcher.emit('change', file);
  dev.server.moduleGraph.invalidateAll();
  await renderAll(after, addresses);
}, 120_000);

afterAll(async () => {
  await dev?.close();
  copy?.remove();
});

it('shows the new value on every page that uses the claim, title and description included', () => {
  const using = new Set(claim.usedIn.map((u) => u.route));
  expect(using.size).toBeGreaterThan(1);
  for (const route of using) {
    expect(before.get(route), route).not.toContain(newValue);
    expect(after.get(route), route).toContain(newValue);
  }
  const inHead = claim.usedIn.filter((u) => u.path[0] === 'seo');
  for (const place of inHead) expect(after.get(place.route)!.split('\n')[0]).toContain(newValue);
});

it('changes no other page', () => {
  const using = new Set(claim.usedIn.map((u) => u.route));
  const others = [...before.keys()].filter((address) => !using.has(address));
  expect(others.length).toBeGreaterThan(5);
  for (const address of others) expect(after.get(address), address).toBe(before.get(address));
});
