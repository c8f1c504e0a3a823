import { describe, expect, it } from 'vitest';
import { blockTypeOf } from './index.ts';
import { blockSummary } from './summary.ts';

describe('blockSummary', () => {
  it('takes the first piece of copy, required fields first, skipping the kind, anchors and choices', () => {
    const hero = blockTypeOf('hero')!;
    expect(blockSummary({ type: 'hero', eyebrow: 'Label', headline: 'Big words', text: 'Small words' }, hero.schema)).toBe('Big words');
    expect(blockSummary({ type: 'hero', headline: '', text: 'Small words' }, hero.schema)).toBe('Small words');
  });

  it('shortens long copy and takes the first line of markdown without its heading marks', () => {
    const prose = blockTypeOf('prose')!;
    const long = `## ${'word '.repeat(30)}`;
    const summary = blockSummary({ type: 'prose', updated: '2026-01-01', markdown: long }, prose.schema);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.startsWith('word')).toBe(true);
  });
});
