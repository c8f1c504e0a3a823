// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '../../../src/blog/body/ArticleBody.tsx';
import { markdownToBody } from '../../../src/blog/body/markdown.ts';

function renderBody(content: string) {
  const { container } = render(
    <MemoryRouter>
      <ArticleBody body={markdownToBody(content)} />
    </MemoryRouter>,
  );
  return container.querySelector('.article-body')!;
}

describe('article body renderer', () => {
  it('turns #, ## and ### into headings below the page title, in order', () => {
    const body = renderBody('# Why it matters\n\ntext\n\n## The detail\n\n### A finer point');
    expect([...body.querySelectorAll('h2, h3, h4')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual(['H2:Why it matters', 'H3:The detail', 'H4:A finer point']);
    expect(body.querySelector('h1')).toBeNull();
  });

  it('starts at h2 when the author began with ##', () => {
    const body = renderBody('## Section\n\n### Sub');
    expect([...body.querySelectorAll('h2, h3')].map((h) => h.tagName)).toEqual(['H2', 'H3']);
  });

  it('renders bold, italic, bullet items, links, code and quotes', () => {
    const body = renderBody('Some **bold** and *italic* and _also_ text.\n\n- first\n- second\n\n> a quote\n\nRun `npm start` or [book a call](/strategy-call) or [mail us](mailto:hello@automatalabs.in) or [read](https://example.com/x).');
    expect(body.querySelector('strong')!.textContent).toBe('bold');
    expect([...body.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['italic', 'also']);
    expect([...body.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(body.querySelector('blockquote')!.textContent).toContain('a quote');
    expect(body.querySelector('code')!.textContent).toBe('npm start');
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/strategy-call', 'mailto:hello@automatalabs.in', 'https://example.com/x']);
    expect(body.querySelector('a[href^="https"]')!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows pictures from http(s) addresses with their alt text and reserved size', () => {
    const img = renderBody('![A dashboard](https://cdn.example.com/d.png)').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/d.png');
    expect(img.getAttribute('alt')).toBe('A dashboard');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
  });

  it('shows pictures from content/public by their site path (the content check makes sure the file exists)', () => {
    const img = renderBody('![A chart](/blog/chart.webp)').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/blog/chart.webp');
    expect(img.getAttribute('alt')).toBe('A chart');
    expect(renderBody('![A chart](//evil.example.com/chart.webp)').querySelector('img')).toBeNull();
  });

  describe('hostile input never reaches the DOM', () => {
    const hostile = [
      '<script>window.__pwned = 1</script>',
      'Hello <script>alert(1)</script> world',
      '<img src=x onerror="window.__pwned = 1">',
      '<div onclick="alert(1)" onmouseover="alert(2)">hover</div>',
      '<a href="javascript:alert(1)">html link</a>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](java\tscript:alert(1))',
      '[click](<javascript:alert(1)>)',
      '<javascript:alert(1)>',
      '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[click](vbscript:msgbox(1))',
      '[proto](//evil.example.com/x)',
      '![pixel](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      '![pixel](javascript:alert(1))',
      '<!-- a hidden comment -->',
      '<iframe src="https://evil.example.com"></iframe>',
      '<style>body{display:none}</style>',
      '<svg onload="alert(1)"><circle /></svg>',
      '<p style="color:red" onclick="x()">styled</p>',
    ];
    it.each(hostile)('%s', (input) => {
      const body = renderBody(`Intro paragraph.\n\n${input}\n\nAfter.`);
      expect(body.querySelector('script, iframe, style, svg, object, embed, div')).toBeNull();
      const all = [body, ...body.querySelectorAll('*')];
      for (const el of all) {
        for (const attr of el.getAttributeNames()) {
          expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
          expect(el.getAttribute(attr)).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        }
        expect(el.getAttribute('style')).toBeNull();
      }
      for (const a of body.querySelectorAll('a')) expect(a.getAttribute('href')).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/);
      for (const img of body.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^(https?:\/\/|\/(?!\/))/);
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
      expect(walker.nextNode()).toBeNull();
      // What is left of a refused construct is plain text at most, never markup.
      expect(body.innerHTML).not.toMatch(/<script|<iframe|<style|<!--|\son\w+=/i);
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
      expect(body.textContent).toContain('Intro paragraph.');
      expect(body.textContent).toContain('After.');
    });
    it('keeps the text of a refused link, without the link', () => {
      const body = renderBody('[click here](javascript:alert(1))');
      expect(body.querySelector('a')).toBeNull();
      expect(body.textContent).toContain('click here');
    });
  });
});
