import { describe, expect, it } from 'vitest';
import { cspSettings } from '../../../scripts/build/host-files.ts';
import { htmlFacts, piecesFacts } from '../../../scripts/build/page-facts.ts';

describe('what a page tells its policy', () => {
  it('finds the hosts of its pictures in markup and in its embedded data, not in search-engine data', () => {
    const html = [
      '<img src="/logos/a.svg"><img src="https://cdn.example.com/a.png?x=1&amp;y=2" alt="">',
      '<picture><source srcset="https://img.example.org/a.avif 1x, /b.webp 2x"></picture>',
      '<link rel="preload" as="image" href="https://preload.example.net/hero.webp"><link rel="canonical" href="https://site.example/page">',
      '<script type="application/ld+json">{"image":"https://site.example/og.png"}</script>',
      '<script type="application/json" id="__PAGE_DATA__">{"blocks":[{"logos":[{"src":"https://logos.example.io/x.svg"}]}],"post":{"featured_image":"https://blog-img.example/p.webp"}}</script>',
    ].join('\n');
    expect(htmlFacts(html)).toEqual({
      images: ['https://blog-img.example', 'https://cdn.example.com', 'https://img.example.org', 'https://logos.example.io', 'https://preload.example.net'],
      inlineScripts: [],
    });
  });

  it('reports any inline script that would run, but not data blocks or script files', () => {
    const html = '<script src="/assets/boot.js" defer></script><script type="application/json">{}</script><script>alert(1)</script><script type="module">import "x"</script>';
    expect(htmlFacts(html).inlineScripts).toEqual(['alert(1)', 'import "x"']);
  });
});

describe('settings for the policies', () => {
  const assistant = { assistantId: 'x', region: 'eu', position: 'bottom-right', autostart: true, scriptUrl: 'https://cdn.widget.example/w.js', stylesheetUrl: 'https://style.widget.example/w.css' } as const;

  it('takes the widget hosts from site.yaml and the backends from the build environment', () => {
    const settings = cspSettings(
      { assistant: { ...assistant, origins: ['https://api.widget.example'] } },
      { VITE_BOOKING_WEBHOOK_URL: ' https://hooks.example.com/book?x=1 ', VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k', VITE_TURNSTILE_SITE_KEY: '0x4' },
    );
    expect(settings).toEqual({
      widget: { script: 'https://cdn.widget.example', style: 'https://style.widget.example', origins: ['https://cdn.widget.example', 'https://style.widget.example', 'https://api.widget.example'] },
      webhook: 'https://hooks.example.com',
      supabase: 'https://abc.supabase.co',
      turnstile: true,
    });
  });

  it('leaves out what is off: a disabled widget, the embedded blog, no Turnstile key', () => {
    const settings = cspSettings({ assistant: { ...assistant, enabled: false } }, { VITE_SUPABASE_URL: 'https://abc.supabase.co' });
    expect(settings).toEqual({ widget: undefined, webhook: undefined, supabase: undefined, turnstile: false });
  });
});

describe('a page read in pieces', () => {
  const page = [
    '<!doctype html><html lang="en"><head><title>A → B</title><link rel="preload" as="image" href="https://preload.example.net/hero.webp">',
    '<style>.a{background:url(x.png)}</style><script type="application/ld+json">{"image":"https://site.example/og.png"}</script></head><body>',
    '<div id="root"><img src="https://cdn.example.com/a.png" alt="✓"><picture><source srcset="https://img.example.org/a.avif 1x, /b.webp 2x"></picture>',
    '<script type="application/json" id="data">{"logos":[{"src":"https://logos.example.io/x.svg"}]}</script><p>5 < 6 and 7 > 2</p>',
    '<script>alert(1)</script><svg><image xlink:href="https://svg.example.com/i.png"/></svg></div><script type="module" src="/assets/site.js"></script></body></html>',
  ].join('\n');

  it('tells the same as the whole page, wherever the pieces are cut', () => {
    const whole = htmlFacts(page);
    expect(whole.images).toHaveLength(5);
    expect(whole.inlineScripts).toEqual(['alert(1)']);
    for (let cut = 1; cut < page.length; cut++) {
      for (const shared of [[false, false], [true, false], [false, true]]) {
        expect(piecesFacts([page.slice(0, cut), page.slice(cut)], shared), `cut at ${cut}`).toEqual(whole);
      }
    }
    // Three pieces, cut at random places, many times over.
    for (let n = 0; n < 2000; n++) {
      const [a, b] = [Math.floor(Math.random() * page.length), Math.floor(Math.random() * page.length)].sort((x, y) => x - y);
      expect(piecesFacts([page.slice(0, a), page.slice(a, b), page.slice(b)], [false, n % 2 === 0, false])).toEqual(whole);
    }
  });
});
