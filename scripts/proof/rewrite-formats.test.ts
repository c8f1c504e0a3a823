import { describe, expect, it } from 'vitest';
import { rewriteJson, rewriteMarkdown } from './rewrite-formats.ts';
import { createTextRewriter } from './rewrite-text.ts';

const rewriter = () => createTextRewriter('seed');

describe('rewriting markdown', () => {
  const markdown = [
    '## Who we are',
    '',
    'We are **Automata Labs** in Kolkata &amp; write to [our team](mailto:hello@example.com) or see [/about](/about).',
    '',
    '- First point',
    '- Second point with `code`',
    '',
    '1. Step one',
    '2. Step two',
    '',
    '> A quote over',
    '> two lines.',
    '',
    'Read <https://example.com/guide> for {{data-rows}} rows.',
    '',
  ].join('\n');
  const out = rewriteMarkdown(markdown, rewriter());

  it('changes the words and keeps the structure: headings, lists, numbering, quotes and line breaks', () => {
    expect(out).not.toContain('Who we are');
    expect(out).not.toContain('First point');
    expect(out.split('\n').map((l) => l.replace(/[\p{L}\d]/gu, 'x'))).toEqual(markdown.split('\n').map((l) => l.replace(/[\p{L}\d]/gu, 'x')));
    expect(out).toMatch(/^## \w+ \w+ \w+$/m);
    expect(out).toMatch(/^1\. \w+ \w+$/m);
  });

  it('keeps link targets, character references, code, autolinks and claim tokens', () => {
    expect(out).toContain('](mailto:hello@example.com)');
    expect(out).toContain('](/about)');
    expect(out).toContain('&amp;');
    expect(out).toContain('`code`');
    expect(out).toContain('<https://example.com/guide>');
    expect(out).toContain('{{data-rows}}');
  });
});

describe('rewriting JSON code', () => {
  const code = '{\n  "message": "Do you ship to Canada?",\n  "context": { "user_id": "usr_8f3a21", "count": 12, "ok": true, "note": "line\\nbreak" },\n  "tags": ["a b", "c"]\n}';
  const out = rewriteJson(code, rewriter());

  it('keeps the keys, the layout and the kinds of value, so it is still the same valid JSON shape', () => {
    const before = JSON.parse(code);
    const after = JSON.parse(out);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.keys(after.context)).toEqual(Object.keys(before.context));
    expect(after.context.ok).toBe(true);
    expect(typeof after.context.count).toBe('number');
    expect(out.replace(/"[^"]*"|\d/g, '')).toBe(code.replace(/"[^"]*"|\d/g, ''));
  });

  it('changes the string values and numbers, escapes kept', () => {
    const after = JSON.parse(out);
    expect(after.message).not.toBe('Do you ship to Canada?');
    expect(after.message).toHaveLength('Do you ship to Canada?'.length);
    expect(after.context.count).not.toBe(12);
    expect(after.context.note).toMatch(/^\w+\n\w+$/);
  });

  it('refuses code that is not JSON', () => {
    expect(() => rewriteJson('{ nope', rewriter())).toThrow();
  });
});
