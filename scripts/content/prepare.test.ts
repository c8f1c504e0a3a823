import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, RenderedNode } from '../../src/generated/content.ts';
import { highlightJson } from './highlight-json.ts';
import { loadContent } from './load.ts';
import { MarkdownError, markdownToNodes } from './markdown.ts';
import { PrepareError, prepareBlocks } from './prepare.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('markdown to rendered nodes', () => {
  it('turns sections, emphasis, lists and links into plain data with heading anchors', () => {
    const nodes = markdownToNodes('## Who we are\n\nWe are **bold** and *calm*; see [the call](/strategy-call).\n\n- One\n- Two\n\n## Who we are');
    expect(nodes).toEqual<RenderedNode[]>([
      { tag: 'h2', id: 'who-we-are', children: ['Who we are'] },
      {
        tag: 'p',
        children: ['We are ', { tag: 'strong', children: ['bold'] }, ' and ', { tag: 'em', children: ['calm'] }, '; see ', { tag: 'a', href: '/strategy-call', children: ['the call'] }, '.'],
      },
      { tag: 'ul', children: [{ tag: 'li', children: ['One'] }, { tag: 'li', children: ['Two'] }] },
      { tag: 'h2', id: 'who-we-are-2', children: ['Who we are'] },
    ]);
    expect(JSON.parse(JSON.stringify(nodes))).toEqual(nodes);
  });

  it.each([
    ['raw HTML', 'Hello <script>alert(1)</script>', /HTML is not allowed/],
    ['a block of HTML', '<div>x</div>', /HTML is not allowed/],
    ['a # heading', '# Title', /use ## for section headings/],
    ['a picture', '![Logo](/logo.png)', /pictures are not supported/],
    ['an unsafe link', '[click](javascript:alert(1))', /must be a site path/],
  ])('refuses %s instead of dropping it silently', (_what, markdown, message) => {
    expect(() => markdownToNodes(markdown)).toThrow(message);
  });

  it.each([
    ['<b>bold</b> words', 'Write **bold words** instead of <b>bold words</b>.'],
    ['<h1>Title</h1>', 'Start the line with "## " for a heading instead of <h1>.'],
    ['<img src="/logo.png" alt="Logo">', undefined],
  ])('says how to write %s in markdown (or that it is not available here)', (markdown, hint) => {
    let error: MarkdownError | undefined;
    try {
      markdownToNodes(`Intro.\n\n${markdown}`);
    } catch (err) {
      error = err as MarkdownError;
    }
    expect(error).toBeInstanceOf(MarkdownError);
    expect(error!.textLine).toBe(3);
    expect(error!.hint).toBe(hint);
    if (!hint) expect(error!.message).toBe('pictures are not supported in this text');
  });
});

describe('JSON highlighting', () => {
  it('colours keys, strings, numbers and literals and keeps every character', () => {
    const code = '{\n  "message": "Hi",\n  "count": 3,\n  "ok": true,\n  "tags": [null]\n}';
    const tokens = highlightJson(code);
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(tokens.filter((t) => t.kind === 'key').map((t) => t.text)).toEqual(['"message"', '"count"', '"ok"', '"tags"']);
    expect(tokens.find((t) => t.kind === 'string')?.text).toBe('"Hi"');
    expect(tokens.find((t) => t.kind === 'number')?.text).toBe('3');
    expect(tokens.filter((t) => t.kind === 'literal').map((t) => t.text)).toEqual(['true', 'null']);
  });

  it('refuses code that is not valid JSON', () => {
    expect(() => highlightJson('{ message: "hi" }')).toThrow(/not valid JSON/);
  });
});

describe('prepareBlocks', () => {
  const page: Page = {
    seo: { title: 'T', description: 'D' },
    blocks: [
      { type: 'prose', updated: '2026-11-21', markdown: '## A\n\nText', document: ['stale'] },
      { type: 'code-samples', samples: [{ title: 'Sample', language: 'json', code: '{"a": 1}' }] },
    ],
  };

  it('fills the build-made fields, replacing whatever the file said', () => {
    const [prose, samples] = prepareBlocks(page).blocks;
    expect(prose?.type === 'prose' && prose.document).toEqual([{ tag: 'h2', id: 'a', children: ['A'] }, { tag: 'p', children: ['Text'] }]);
    expect(samples?.type === 'code-samples' && samples.samples[0].highlighted?.map((t) => t.kind)).toEqual(['punctuation', 'key', 'punctuation', 'plain', 'number', 'punctuation']);
  });

  it('turns each answer of a faq block into elements, and refuses headings in an answer', () => {
    const faq: Page = { ...page, blocks: [{ type: 'faq', items: [{ question: 'Q?', answer: 'A **bold** answer.', document: ['stale'] }] }] };
    const [prepared] = prepareBlocks(faq).blocks;
    expect(prepared?.type === 'faq' && prepared.items[0].document).toEqual([{ tag: 'p', children: ['A ', { tag: 'strong', children: ['bold'] }, ' answer.'] }]);
    const withHeading: Page = { ...page, blocks: [{ type: 'faq', items: [{ question: 'Q?', answer: 'Intro\n\n## Part' }] }] };
    expect(() => prepareBlocks(withHeading)).toThrow(PrepareError);
    try {
      prepareBlocks(withHeading);
    } catch (err) {
      expect(err).toMatchObject({ path: ['items', 0, 'answer'], textLine: 3, reason: 'the answer to "Q?": headings are not available in this text' });
    }
  });

  it('names the field and sample that cannot be prepared', () => {
    const broken: Page = { ...page, blocks: [{ type: 'code-samples', samples: [{ title: 'Lead', language: 'json', code: '{' }] }] };
    let error: unknown;
    try {
      prepareBlocks(broken);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(PrepareError);
    expect(error).toMatchObject({ path: ['samples', 0, 'code'], reason: expect.stringMatching(/^sample "Lead": the code is not valid JSON/) });
  });

  it('prepares every page of the site without a problem', () => {
    const content = loadContent(root);
    expect(content.problems).toEqual([]);
    for (const entry of content.pages) expect(() => prepareBlocks(entry.page), entry.file).not.toThrow();
  });
});
