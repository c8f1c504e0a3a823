import { describe, expect, it } from 'vitest';
import { routeTableJson } from '../../../scripts/vite/dev-content.ts';
import { dataUrlFor, dynamicPrefix, fallbackPathFor, normalisePath, ROUTE_TABLE_URL } from '../../../src/routing/dataUrl.ts';

// The dev server's app renders whole pages in the browser from data files the dev server answers.
describe('where a page keeps its data (dev server)', () => {
  it.each([
    ['/', '/_data/index.json'],
    ['/about', '/_data/about.json'],
    ['/about/', '/_data/about.json'],
    ['/services', '/_data/services.json'],
    ['/services/ai-voice-agents', '/_data/services/ai-voice-agents.json'],
    ['/blog/speed-to-lead', '/_data/blog/speed-to-lead.json'],
    ['*', '/_data/404.json'],
  ])('the data of %s is %s', (address, url) => {
    expect(dataUrlFor(address)).toBe(url);
  });

  it('keeps a folder page and the pages inside it apart', () => {
    expect(new Set(['/services', '/services/a', '/services/b'].map(dataUrlFor)).size).toBe(3);
  });

  it('gives a route with a parameter one shell and one data file for addresses unknown at build time', () => {
    expect(dynamicPrefix('/blog/:slug')).toBe('/blog');
    expect(fallbackPathFor('/blog/:slug')).toBe('/blog/_fallback');
    expect(fallbackPathFor('/:slug')).toBe('/_fallback');
  });

  it('treats a trailing slash as the same address', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/')).toBe('/');
  });
});

describe('the data files', () => {
  it('list every address with a file of its own in the route table, nothing else', () => {
    expect(ROUTE_TABLE_URL).toBe('/_data/routes.json');
    expect(JSON.parse(routeTableJson(['/', '/about', '/blog/speed-to-lead']))).toEqual({ pages: ['/', '/about', '/blog/speed-to-lead'] });
  });
});
