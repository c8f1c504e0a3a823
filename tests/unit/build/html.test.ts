import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleHtml, outputFileFor, pageTemplate } from '../../../scripts/build/html.ts';
import { htmlFacts } from '../../../scripts/build/page-facts.ts';
import { jsonForScript } from '../../../src/head/headHtml.ts';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const head = { title: 'A & B', meta: [{ name: 'description', content: 'Say "hi"' }], links: [{ rel: 'canonical', href: 'https://x.test/a' }], jsonLd: [{ '@type': 'WebPage' }] };
const parts = { head, body: '<h1>Hi</h1>', lang: 'en-IN', css: '.a{color:red}', scripts: ['/assets/site-1.js', '/assets/islands-2.js'] };

describe('a built page', () => {
  it('is the project index.html with the page head, styles, body, language and scripts', () => {
    const html = assembleHtml(pageTemplate(indexHtml, 'en-IN'), parts);
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('content="Say &quot;hi&quot;"');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    // The page's own scripts are module files; the dev server's app is never loaded.
    expect(html).toContain('<script type="module" src="/assets/site-1.js"></script>');
    expect(html).toContain('<script type="module" src="/assets/islands-2.js"></script>');
    expect(html).not.toContain('/src/');
    expect(html).not.toMatch(/rel="modulepreload"|rel="stylesheet"/);
    expect(htmlFacts(html).inlineScripts).toEqual([]);
  });

  it('keeps CSS from closing its style element and $ patterns in content literal', () => {
    const template = pageTemplate(indexHtml, 'en');
    expect(assembleHtml(template, { ...parts, css: '.a{color:red}</style><script>' })).toContain('<style>.a{color:red}<\\/style><script></style>');
    expect(assembleHtml(template, { ...parts, body: '<p>$& costs $1</p>' })).toContain('<p>$& costs $1</p>');
  });

  it('says what index.html misses', () => {
    expect(() => pageTemplate('<html><body></body></html>', 'en')).toThrow(/<!--app-head-->, <!--app-html--> and <!--app-data-->/);
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
