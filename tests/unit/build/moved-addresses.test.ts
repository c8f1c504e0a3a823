import { describe, expect, it } from 'vitest';
import { movedAddressRules, redirectLines } from '../../../scripts/build/moved-addresses.ts';
import { createRedirects } from '../../../scripts/build/static-paths.ts';

describe('moved addresses become permanent redirects', () => {
  it('gives one 301 rule per old address, without trailing slashes, the first entry winning', () => {
    const rules = movedAddressRules([
      { from: '/blog/old-post/', to: '/blog/new-post' },
      { from: '/about-us', to: 'https://example.com/about' },
      { from: '/blog/old-post', to: '/elsewhere' },
      { from: '/', to: '/home' },
    ]);
    expect(rules).toEqual([
      { from: '/blog/old-post', to: '/blog/new-post', status: 301 },
      { from: '/about-us', to: 'https://example.com/about', status: 301 },
      { from: '/', to: '/home', status: 301 },
    ]);
    expect(movedAddressRules(undefined)).toEqual([]);
  });

  it('writes them into _redirects before the rewrites of dynamic routes, so an old post address redirects', () => {
    const text = createRedirects(['/blog/:slug'], movedAddressRules([{ from: '/blog/old-post', to: '/blog/new-post' }]));
    const lines = text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual([...redirectLines([{ from: '/blog/old-post', to: '/blog/new-post', status: 301 }]), '/blog/*  /blog/_fallback.html  200']);
    expect(lines[0]).toBe('/blog/old-post  /blog/new-post  301');
  });

  it('writes the same file as before when nothing moved', () => {
    expect(createRedirects(['/blog/:slug'])).toBe('# Pages that did not exist at build time are rendered in the browser from these shells.\n/blog/*  /blog/_fallback.html  200\n');
  });
});
