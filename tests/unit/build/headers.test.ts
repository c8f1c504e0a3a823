import { describe, expect, it } from 'vitest';
import { policyFor, serializePolicy, unionPolicy, type CspSettings } from '../../../scripts/build/csp.ts';
import {
  ASSET_CACHE, commonHeaders, headerRules, LIMITS, limitProblems, matchesPattern, overlaps, PAGE_CACHE, pageRules, serializeHeaders,
} from '../../../scripts/build/headers.ts';
import { SPECULATION_RULES_FILE, SPECULATION_RULES_TYPE } from '../../../scripts/build/speculation.ts';
import { headersFor, parseHeadersFile } from '../../../scripts/preview/host-headers.ts';

const common = commonHeaders({ microphone: false });
const site = ['/', '/about', '/services', '/services/chatbots', '/services/voice', '/blog', '/blog/first', '/blog/_fallback', '/strategy-call'];
/** Addresses a visitor or a scanner can ask for: the pages, their other spellings, unknown ones, files. */
const asked = [
  ...site, '/about/', '/about.html', '/blog.html', '/blog/published-after-build', '/services/new-later', '/no-such-page', '/no/such/page',
  '/assets/index-abc.js', '/assets/pictures/x-320.avif', `/${SPECULATION_RULES_FILE}`, '/sitemap.xml', '/robots.txt',
];

/** What the hosts would send for an address, given the generated file. */
const sent = (text: string, url: string) => headersFor(parseHeadersFile(text), url);
const fileFor = (paths: string[], policy: string) => serializeHeaders(headerRules(pageRules(paths, ['/blog.html']).patterns, policy, common));

describe('header rules', () => {
  it('cover each section of pages with /section and /section/*, plus the file spelling Netlify matches', () => {
    const { patterns, complete } = pageRules(site, ['/blog.html']);
    expect(complete).toBe(true);
    expect(patterns).toEqual(['/', '/about', '/about/*', '/blog', '/blog.html', '/blog/*', '/services', '/services/*', '/strategy-call', '/strategy-call/*']);
  });

  it('never let two rules set the same header for one address, so no engine has anything to merge', () => {
    const rules = parseHeadersFile(fileFor(site, 'POLICY'));
    expect(overlaps(rules, asked)).toEqual([]);
    for (const url of asked) expect(rules.filter((r) => matchesPattern(r.pattern, url) && r.headers.some(([n]) => n === 'Content-Security-Policy')), url).toHaveLength(1);
    expect(fileFor(site, 'POLICY')).not.toMatch(/^\s*!/m);
    // The check itself finds a rule that would join two policies.
    expect(overlaps([...rules, { pattern: '/about', headers: [['Content-Security-Policy', 'OTHER']] }], asked)).toEqual(['/about: Content-Security-Policy from /* and /about']);
  });

  it('write the file the hosts read: one policy everywhere, pages revalidated, long caching only for hashed assets', () => {
    const text = fileFor(site, 'POLICY');
    expect(text.split('\n')[0]).toMatch(/^# Generated .* Do not edit\.$/);
    for (const url of asked) expect(sent(text, url)['Content-Security-Policy'], url).toBe('POLICY');
    const about = sent(text, '/about');
    expect(about['Cache-Control']).toBe(PAGE_CACHE);
    expect(about['X-Content-Type-Options']).toBe('nosniff');
    expect(about['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(about['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    expect(about['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(sent(text, '/blog/published-after-build')['Cache-Control']).toBe(PAGE_CACHE);
    expect(sent(text, '/assets/index-abc.js')['Cache-Control']).toBe(ASSET_CACHE);
  });

  it('names the speculation rules on every page and serves them with the type the browser requires', () => {
    const text = fileFor(site, 'POLICY');
    expect(sent(text, '/about')['Speculation-Rules']).toBe(`"/${SPECULATION_RULES_FILE}"`);
    expect(sent(text, `/${SPECULATION_RULES_FILE}`)['Content-Type']).toBe(SPECULATION_RULES_TYPE);
    expect(sent(text, '/about')['Content-Type']).toBeUndefined();
  });

  it('lets the site itself use the microphone only when the voice assistant is on', () => {
    expect(commonHeaders({ microphone: true }).find(([n]) => n === 'Permissions-Policy')?.[1]).toMatch(/microphone=\(self\)/);
  });
});

describe('host limits', () => {
  it('fit a site of a thousand pages in a few sections', () => {
    const big = ['/', '/blog', '/strategy-call', ...Array.from({ length: 900 }, (_, i) => `/blog/post-${i}`), ...Array.from({ length: 100 }, (_, i) => `/services/s-${i}`)];
    const { patterns } = pageRules(big);
    expect(patterns.length).toBeLessThan(10);
    expect(limitProblems(headerRules(patterns, 'P', common))).toEqual([]);
  });

  it('with too many top-level pages, leave page caching to the host rather than exceed its limit', () => {
    const wide = ['/', ...Array.from({ length: 200 }, (_, i) => `/page-${i}`)];
    const plan = pageRules(wide);
    expect(plan).toEqual({ patterns: [], complete: false });
    const rules = headerRules(plan.patterns, 'P', common);
    expect(limitProblems(rules)).toEqual([]);
    expect(sent(serializeHeaders(rules), '/page-7')['Content-Security-Policy']).toBe('P');
  });

  it('explain in plain words when there are too many rules, or a header is too long', () => {
    const many = headerRules(Array.from({ length: LIMITS.rules }, (_, i) => `/page-${i}`), 'P', common);
    expect(limitProblems(many)[0]).toMatch(new RegExp(`need \\d+ header rules, more than the ${LIMITS.rules} hosts accept`));
    const long = headerRules([], 'x'.repeat(LIMITS.lineLength), common);
    expect(limitProblems(long).join('\n')).toMatch(/Content-Security-Policy header for \/\* is \d+ characters, more than the 2000/);
  });
});

describe('what each page needs (the site-wide policy is their union)', () => {
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

  it('asks for each page only what it uses', () => {
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
