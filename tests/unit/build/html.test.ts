import { describe, expect, it } from 'vitest';
import { assembleHtml, BOOT_PLACEHOLDER, outputFileFor } from '../../../scripts/build/html.ts';
import { htmlFacts } from '../../../scripts/build/page-facts.ts';
import { jsonForScript } from '../../../src/head/headHtml.ts';

const template =
  '<html lang="en"><head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
  '<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
const head = { title: 'A & B', meta: [{ name: 'description', content: 'Say "hi"' }], links: [{ rel: 'canonical', href: 'https://x.test/a' }], jsonLd: [{ '@type': 'WebPage' }] };

describe('assembleHtml', () => {
  it('places head, markup, data and language', () => {
    const html = assembleHtml(template, { head, html: '<h1>Hi</h1>', data: { a: 1 }, lang: 'en-IN', preloads: ['/assets/x.js'] });
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('content="Say &quot;hi&quot;"');
    // Scripts start after the first paint: no module script or modulepreload competes with it, and
    // the boot script is a file (no inline code for the Content-Security-Policy to allow).
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(`<script defer src="${BOOT_PLACEHOLDER}" data-entry="/assets/index.js" data-preload="/assets/vendor.js /assets/x.js"></script>`);
    expect(htmlFacts(html).inlineScripts).toEqual([]);
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(html).toContain('id="__PAGE_DATA__">{"a":1}</script>');
  });
  it('inlines the page CSS in place of the stylesheet link, and CSS cannot close the style element', () => {
    const withLink = template.replace('<!--app-head-->', '<!--app-head--><link rel="stylesheet" crossorigin href="/assets/index.css">');
    const html = assembleHtml(withLink, { head, html: '', lang: 'en', preloads: [], css: '.a{color:red}</style><script>' });
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style>.a{color:red}<\\/style><script></style>');
  });
  it('leaves the data out of fallback shells', () => {
    expect(assembleHtml(template, { head, html: '', lang: 'en', preloads: [] })).not.toContain('__PAGE_DATA__');
  });
  it('keeps $ patterns in content literal', () => {
    expect(assembleHtml(template, { head, html: '<p>$& costs $1</p>', lang: 'en', preloads: [] })).toContain('<p>$& costs $1</p>');
  });
});

it('content can never close the data script tag', () => {
  const json = jsonForScript({ text: '</script><script>alert(1)</script><!--' });
  expect(json).not.toMatch(/<\/script|<!--/i);
  expect(JSON.parse(json).text).toBe('</script><script>alert(1)</script><!--');
});

it.each([
  ['/', 'index.html'],
  ['/about', 'about.html'],
  ['/services', 'services.html'],
  ['/services/ai-voice-agents', 'services/ai-voice-agents.html'],
  ['/blog/_fallback', 'blog/_fallback.html'],
  ['*', '404.html'],
])('address %s is written to %s, so hosts serve it with no trailing slash', (route, file) => {
  expect(outputFileFor(route)).toBe(file);
});
