import { describe, expect, it } from 'vitest';
import { isDynamicRule, REDIRECT_LIMITS, redirectLimitProblems, redirectRules, serializeRedirects } from '../../../scripts/build/redirects.ts';

const blog = [{ prefix: '/blog', fallback: '/blog/_fallback' }];
const addresses = ['/', '/about', '/blog', '/blog/first', '/blog/second', '/blogroll', '/services/blog'];

describe('_redirects', () => {
  it('serves every prerendered blog address as itself before the fallback catches the rest', () => {
    expect(serializeRedirects(redirectRules(blog, addresses)).split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '/blog  /blog  200',
      '/blog/first  /blog/first  200',
      '/blog/second  /blog/second  200',
      '/blog/*  /blog/_fallback  200',
    ]);
  });

  it('rewrites to the clean address of the shell, never to a .html file (Cloudflare would redirect that and loop)', () => {
    const rules = redirectRules(blog, addresses);
    expect(rules.every((r) => !r.to.endsWith('.html'))).toBe(true);
    // Cloudflare counts every rule after the first wildcard as a wildcard rule: fixed rules come first.
    const firstWildcard = rules.findIndex(isDynamicRule);
    expect(rules.slice(firstWildcard).every(isDynamicRule)).toBe(true);
  });

  it('starts with a do-not-edit banner, and has no rules for a site without dynamic routes', () => {
    const text = serializeRedirects(redirectRules([], addresses));
    expect(text.split('\n')[0]).toMatch(/^# Generated .*Do not edit\.$/);
    expect(text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([]);
  });

  it("explains in plain words when Cloudflare Pages' limits are passed", () => {
    const posts = Array.from({ length: REDIRECT_LIMITS.static }, (_, i) => `/blog/post-${i}`);
    expect(redirectLimitProblems(redirectRules(blog, ['/blog', ...posts.slice(1)]))).toEqual([]);
    const [tooMany] = redirectLimitProblems(redirectRules(blog, ['/blog', ...posts]));
    expect(tooMany).toMatch(/need 2,001 redirect rules for single addresses, more than the 2,000 Cloudflare Pages accepts\. Every published blog post needs one/);
    const routes = Array.from({ length: REDIRECT_LIMITS.dynamic + 1 }, (_, i) => ({ prefix: `/s${i}`, fallback: `/s${i}/_fallback` }));
    expect(redirectLimitProblems(redirectRules(routes, [])).join('\n')).toMatch(/101 redirect rules with a wildcard, more than the 100/);
  });
});
