// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from './pageStore.ts';

vi.mock('virtual:routes', () => ({ dynamicRoutes: ['/blog/:slug'] }));

const page = (route: string): PageData => ({ route, page: { seo: { title: route, description: 'd' }, blocks: [] } as never, assets: [`/assets/${route.length}.js`] });
const files: Record<string, unknown> = {
  '/_data/routes.json': { pages: ['/', '/about', '/blog/known'] },
  '/_data/about.json': page('/about'),
  '/_data/blog/known.json': page('/blog/:slug'),
  '/_data/blog/_fallback.json': page('/blog/:slug'),
  '/_data/404.json': page('*'),
};
let requested: string[];
let failNext = false;

beforeEach(async () => {
  vi.resetModules();
  requested = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    if (failNext) {
      failNext = false;
      return new Response('offline', { status: 503 });
    }
    return url in files ? Response.json(files[url]) : new Response('missing', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const store = () => import('./pageStore.ts');

describe('finding the data of the next page', () => {
  it("fetches an address's own data file once the route table lists it", async () => {
    const { loadPageData } = await store();
    expect((await loadPageData('/about/')).route).toBe('/about');
    expect(requested).toEqual(['/_data/routes.json', '/_data/about.json']);
    await loadPageData('/about');
    expect(requested).toHaveLength(2);
  });

  it('serves an address unknown at build time from its dynamic route, and anything else from the not-found page', async () => {
    const { loadPageData } = await store();
    expect((await loadPageData('/blog/known')).route).toBe('/blog/:slug');
    expect((await loadPageData('/blog/published-later')).route).toBe('/blog/:slug');
    expect((await loadPageData('/no/such/page')).route).toBe('*');
    expect(requested).toEqual(['/_data/routes.json', '/_data/blog/known.json', '/_data/blog/_fallback.json', '/_data/404.json']);
  });

  it('never fetches the page the HTML already carried', async () => {
    const { loadPageData, seedPage } = await store();
    seedPage('/', page('/'));
    expect(loadPageData('/')).toMatchObject({ status: 'fulfilled' });
    expect(requested).toEqual([]);
  });

  it('forgets a failed fetch so the next visit tries again', async () => {
    const { loadPageData } = await store();
    failNext = true;
    await expect(loadPageData('/about')).rejects.toThrow(/routes\.json answered 503/);
    expect((await loadPageData('/about')).route).toBe('/about');
  });

  it('prefetches a page once: its data, then its block chunks as module preloads', async () => {
    const { prefetch } = await import('./prefetch.ts');
    prefetch('/about');
    prefetch('/about');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1));
    expect(document.head.querySelector('link[rel="modulepreload"]')!.getAttribute('href')).toBe(page('/about').assets![0]);
    expect(requested.filter((u) => u === '/_data/about.json')).toHaveLength(1);
  });
});
