import { describe, expect, it } from 'vitest';
import { policyFor, serializePolicy, unionPolicy, type CspSettings } from '../../../scripts/build/csp.ts';
import {
  ASSET_CACHE, commonHeaders, headerRules, LIMITS, limitProblems, matchesPattern, PAGE_CACHE, planPolicies, policyRules, serializeHeaders,
  type PolicedPage,
} from '../../../scripts/build/headers.ts';
import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE } from '../../../scripts/build/speculation.ts';
import { headersFor, parseHeadersFile } from '../../../scripts/preview/host-headers.ts';

const pages = (entries: Record<string, string>): PolicedPage[] => Object.entries(entries).map(([path, policy]) => ({ path, policy }));
const common = commonHeaders({ microphone: false });

/** What the hosts would send for an address, given the generated file. */
const sent = (text: string, url: string) => headersFor(parseHeadersFile(text), url);
const fileFor = (site: PolicedPage[], union: string) => serializeHeaders(headerRules(planPolicies(site).rules, union, common));

describe('policy rules', () => {
  const site = pages({
    '/': 'A', '/about': 'A', '/services': 'A', '/services/chatbots': 'A', '/services/voice': 'A',
    '/blog': 'B', '/blog/first': 'B', '/blog/_fallback': 'B', '/strategy-call': 'C', '*': 'A',
  });

  it('gives every page its own policy with one rule per uniform subtree, never two rules for one address', () => {
    const rules = policyRules(site);
    expect(rules.map((r) => `${r.pattern} ${r.policy}`)).toEqual([
      '/ A', '/about A', '/about/* A', '/blog B', '/blog/* B', '/services A', '/services/* A', '/strategy-call C', '/strategy-call/* C',
    ]);
    for (const url of ['/', '/about', '/about/', '/services/voice', '/services/new-later', '/blog/first', '/blog/published-after-build', '/strategy-call']) {
      const matching = rules.filter((r) => matchesPattern(r.pattern, url));
      expect(matching, url).toHaveLength(1);
    }
  });

  it('splits a subtree whose pages differ, and needs nothing beyond /* when every page agrees', () => {
    const mixed = policyRules(pages({ '/': 'A', '/docs': 'A', '/docs/api': 'B', '/docs/guide': 'A' }));
    expect(mixed.map((r) => r.pattern)).toEqual(['/', '/docs', '/docs/api', '/docs/api/*', '/docs/guide', '/docs/guide/*']);
    expect(policyRules(pages({ '/': 'A', '/about': 'A', '/blog/x': 'A' }))).toEqual([]);
  });

  it('writes the file the hosts read, with the union on /* replaced per page (one policy per response) and long caching only for hashed assets', () => {
    const text = fileFor(site, 'UNION');
    expect(text.split('\n')[0]).toMatch(/^# Generated .* Do not edit\.$/);
    const about = sent(text, '/about');
    expect(about['Content-Security-Policy']).toBe('A');
    // Written so that each engine's way of merging rules leaves one policy: detach, then set.
    expect(text).toMatch(/^\/about\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: A$/m);
    expect(parseHeadersFile(text).find((r) => r.pattern === '/about')?.detach).toEqual(['Content-Security-Policy']);
    expect(about['Cache-Control']).toBe(PAGE_CACHE);
    expect(about['X-Content-Type-Options']).toBe('nosniff');
    expect(about['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(about['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    expect(about['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(sent(text, '/strategy-call')['Content-Security-Policy']).toBe('C');
    expect(sent(text, '/blog/new-post')['Content-Security-Policy']).toBe('B');
    expect(sent(text, '/no-such-page')['Content-Security-Policy']).toBe('UNION');
    const asset = sent(text, '/assets/index-abc.js');
    expect(asset['Cache-Control']).toBe(ASSET_CACHE);
    expect(asset['Content-Security-Policy']).toBe('UNION');
  });

  it('names the speculation rules on every page and serves them with the type the browser requires', () => {
    const text = fileFor(site, 'UNION');
    expect(sent(text, '/about')['Speculation-Rules']).toBe(`"/${SPECULATION_RULES_FILE}"`);
    expect(sent(text, `/${SPECULATION_RULES_FILE}`)['Content-Type']).toBe(SPECULATION_RULES_TYPE);
    expect(sent(text, '/about')['Content-Type']).toBeUndefined();
  });

  it('lets the site itself use the microphone only when the voice assistant is on', () => {
    expect(commonHeaders({ microphone: true }).find(([n]) => n === 'Permissions-Policy')?.[1]).toMatch(/microphone=\(self\)/);
  });
});

describe('host limits', () => {
  it('fits a site of a thousand pages in a few sections', () => {
    const big: Record<string, string> = { '/': 'A', '/blog': 'B', '/strategy-call': 'C' };
    for (let i = 0; i < 900; i++) big[`/blog/post-${i}`] = 'B';
    for (let i = 0; i < 100; i++) big[`/services/s-${i}`] = 'A';
    const plan = planPolicies(pages(big));
    expect(plan.narrowedAll).toBe(true);
    expect(plan.rules.length).toBeLessThan(10);
    expect(limitProblems(headerRules(plan.rules, 'U', common))).toEqual([]);
  });

  it('with too many top-level pages, keeps the rules of the smaller groups and serves the largest with the site-wide policy', () => {
    const wide: Record<string, string> = { '/': 'A', '/strategy-call': 'C' };
    for (let i = 0; i < 200; i++) wide[`/page-${i}`] = 'A';
    const plan = planPolicies(pages(wide));
    expect(plan.narrowedAll).toBe(false);
    expect(plan.rules.map((r) => r.pattern)).toEqual(['/strategy-call', '/strategy-call/*']);
    const text = serializeHeaders(headerRules(plan.rules, 'UNION', common));
    expect(sent(text, '/page-7')['Content-Security-Policy']).toBe('UNION');
    expect(sent(text, '/strategy-call')['Content-Security-Policy']).toBe('C');
  });

  it('explains in plain words when there are still too many rules, or a header is too long', () => {
    const many: Record<string, string> = { '/': 'A' };
    for (let i = 0; i < 240; i++) many[`/page-${i}`] = i % 2 ? 'A' : 'B';
    const [tooMany] = limitProblems(headerRules(planPolicies(pages(many)).rules, 'U', common));
    expect(tooMany).toMatch(new RegExp(`need \\d+ header rules, more than the ${LIMITS.rules} hosts accept`));
    const long = headerRules(planPolicies(pages({ '/': 'A', '/x': 'x'.repeat(LIMITS.lineLength) })).rules, 'U', common);
    expect(limitProblems(long).join('\n')).toMatch(/Content-Security-Policy header for \/x\/? is \d+ characters, more than the 2000/);
  });
});

describe('page policies', () => {
  const settings: CspSettings = {
    widget: { script: 'https://cdn.widget.example', style: 'https://cdn.widget.example', origins: ['https://api.widget.example', 'https://cdn.widget.example'] },
    webhook: 'https://hooks.example.com',
    supabase: 'https://abc.supabase.co',
    turnstile: true,
  };
  const plain = policyFor({ booking: false, blog: false, images: [] }, settings);
  const booking = policyFor({ booking: true, blog: false, images: [] }, settings);
  const blog = policyFor({ booking: false, blog: true, images: ['https://images.example'] }, settings);

  it('is strict everywhere: no inline or eval scripts, no plugins, no <base>, no framing, forms post home', () => {
    for (const p of [plain, booking, blog]) {
      expect(p['script-src'].join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(p['object-src']).toEqual(["'none'"]);
      expect(p['base-uri']).toEqual(["'self'"]);
      expect(p['frame-ancestors']).toEqual(["'none'"]);
      expect(p['form-action']).toEqual(["'self'"]);
    }
  });

  it('lets each page talk only to what it uses', () => {
    expect(plain['connect-src']).toEqual(["'self'", 'https://api.widget.example', 'https://cdn.widget.example']);
    expect(booking['connect-src']).toContain('https://hooks.example.com');
    expect(blog['connect-src']).toContain('https://abc.supabase.co');
    expect(blog['connect-src']).not.toContain('https://hooks.example.com');
    expect(booking['connect-src']).not.toContain('https://abc.supabase.co');
    expect(blog['img-src']).toEqual(["'self'", 'https://abc.supabase.co', 'https://api.widget.example', 'https://cdn.widget.example', 'https://images.example']);
    expect(plain['img-src']).not.toContain('https://images.example');
  });

  it('allows Turnstile on the booking page only when it is configured', () => {
    expect(booking['script-src']).toContain('https://challenges.cloudflare.com');
    expect(booking['frame-src']).toContain('https://challenges.cloudflare.com');
    expect(plain['script-src']).not.toContain('https://challenges.cloudflare.com');
    const off = policyFor({ booking: true, blog: false, images: [] }, { ...settings, turnstile: false });
    expect(off['script-src']).not.toContain('https://challenges.cloudflare.com');
  });

  it('without widget or env, allows the site itself and nothing else', () => {
    const bare = serializePolicy(policyFor({ booking: true, blog: true, images: [] }, { turnstile: false }));
    expect(bare).not.toMatch(/https?:/);
    expect(bare).toContain("frame-src 'none'");
  });

  it('unions policies directive by directive', () => {
    const union = unionPolicy([plain, booking, blog]);
    expect(union['connect-src']).toEqual(expect.arrayContaining(['https://hooks.example.com', 'https://abc.supabase.co', "'self'"]));
    expect(union['connect-src'][0]).toBe("'self'");
    expect(union['object-src']).toEqual(["'none'"]);
  });
});
