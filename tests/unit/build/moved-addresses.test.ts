import { describe, expect, it } from 'vitest';
import { commonHeaders, headerRules } from '../../../scripts/build/headers.ts';
import { movedAddressRules } from '../../../scripts/build/moved-addresses.ts';
import { createNginxConfig } from '../../../scripts/build/nginx.ts';
import { redirectRules, serializeRedirects } from '../../../scripts/build/redirects.ts';

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

  it('are the first rules of _redirects, before the blog\'s own addresses and its fallback, so an old post address redirects', () => {
    const rules = redirectRules([{ prefix: '/blog', fallback: '/blog/_fallback' }], ['/blog', '/blog/new-post'], movedAddressRules([{ from: '/blog/old-post', to: '/blog/new-post' }]));
    const lines = serializeRedirects(rules).split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(['/blog/old-post  /blog/new-post  301', '/blog  /blog  200', '/blog/new-post  /blog/new-post  200', '/blog/*  /blog/_fallback  200']);
  });

  it('become a redirect in the nginx settings too', () => {
    const redirects = redirectRules([], ['/about'], movedAddressRules([{ from: '/about-us', to: '/about' }]));
    const config = createNginxConfig({ root: '/srv/site', headers: headerRules([], "default-src 'self'", commonHeaders({ microphone: false })), redirects });
    expect(config).toMatch(/^location = \/about-us \{\n {4}return 301 "\/about";\n\}$/m);
  });
});
