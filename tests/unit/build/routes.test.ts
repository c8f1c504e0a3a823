import { describe, expect, it } from 'vitest';
import { dynamicRoutesOf, isDynamicRoute, matchesRoute, routeFromFile, sortRoutes } from '../../../scripts/content/routes.ts';

describe('routeFromFile', () => {
  it.each([
    ['index.yaml', '/'],
    ['about.yaml', '/about'],
    ['services/index.yaml', '/services'],
    ['services/ai-voice-agents.yaml', '/services/ai-voice-agents'],
    ['blog/[slug].yaml', '/blog/:slug'],
    ['404.yaml', '*'],
    ['guides/index/setup.yaml', '/guides/setup'],
    ['guides/indexing.yaml', '/guides/indexing'],
    ['reports/[year]/index.yaml', '/reports/:year'],
    ['old.yml', '/old'],
  ])('%s serves %s', (file, route) => {
    expect(routeFromFile(file)).toBe(route);
  });
});

describe('matchesRoute', () => {
  const routes = ['/', '/about', '/blog', '/blog/:slug', '*'];
  it('matches pages, parameters, trailing slashes, queries and fragments', () => {
    expect(matchesRoute('/about', routes)).toBe(true);
    expect(matchesRoute('/about/', routes)).toBe(true);
    expect(matchesRoute('/about#team', routes)).toBe(true);
    expect(matchesRoute('/blog/any-post', routes)).toBe(true);
    expect(matchesRoute('/pricing', routes)).toBe(false);
    expect(matchesRoute('/blog/a/b', routes)).toBe(false);
  });
});

it('sorts static routes first and the not-found page last', () => {
  const sorted = sortRoutes([{ route: '*', file: 'a' }, { route: '/blog/:slug', file: 'b' }, { route: '/about', file: 'c' }, { route: '/', file: 'd' }]);
  expect(sorted.map((r) => r.route)).toEqual(['/', '/about', '/blog/:slug', '*']);
});

it('lists the routes with a parameter in the order sortRoutes gives them, whatever order the pages come in', () => {
  const entries = ['/work/:case', '*', '/blog/:slug', '/about', '/blog/:slug/:part', '/'].map((route, i) => ({ route, file: `f${i}` }));
  const inSortedOrder = sortRoutes(entries).map((e) => e.route).filter(isDynamicRoute);
  expect(dynamicRoutesOf(entries)).toEqual(inSortedOrder);
  expect(dynamicRoutesOf([...entries].reverse())).toEqual(inSortedOrder);
  expect(inSortedOrder).toEqual(['/blog/:slug', '/blog/:slug/:part', '/work/:case']);
});
