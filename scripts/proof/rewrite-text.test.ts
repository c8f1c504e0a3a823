import { describe, expect, it } from 'vitest';
import { createTextRewriter, wordsOf } from './rewrite-text.ts';

const wordsIn = (text: string) => text.match(/[\p{L}]+/gu) ?? [];
const capitals = (text: string) => text.replace(/\p{Lu}/gu, 'A').replace(/\p{Ll}/gu, 'a');

describe('rewriting text', () => {
  it('replaces every word and number, keeping lengths, capitals, spaces and punctuation', () => {
    const original = 'Custom AI systems that grow your business: 250+ clients, 98% happy (since 2019).';
    const out = createTextRewriter('seed').text(original);
    expect(out).toHaveLength(original.length);
    expect(capitals(out.replace(/\d/g, '0'))).toBe(capitals(original.replace(/\d/g, '0')));
    expect(out.replace(/[\p{L}\d]/gu, '')).toBe(original.replace(/[\p{L}\d]/gu, ''));
    wordsIn(original).forEach((word, i) => expect(wordsIn(out)[i]!.toLowerCase()).not.toBe(word.toLowerCase()));
    expect(out.match(/\d+/g)).not.toContain('250');
    expect(out.match(/\d+/g)).not.toContain('98');
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const text = 'Book a free strategy call';
    expect(createTextRewriter('a').text(text)).toBe(createTextRewriter('a').text(text));
    expect(createTextRewriter('a').text(text)).not.toBe(createTextRewriter('b').text(text));
  });

  it('maps a word the same way everywhere, whatever its capitals, so labels that match still match', () => {
    const rewriter = createTextRewriter('seed');
    const [menu, footer] = [rewriter.text('Blog'), rewriter.text('Our blog')];
    expect(footer.split(' ')[1]).toBe(menu.toLowerCase());
  });

  it('never maps two words to one, so unique titles stay unique', () => {
    const rewriter = createTextRewriter('seed');
    const words = Array.from({ length: 400 }, (_, i) => `word${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghijklmnop'[Math.floor(i / 26)]}`.replace(/\d/g, ''));
    const out = words.map((w) => rewriter.text(w));
    expect(new Set(out).size).toBe(new Set(words).size);
  });

  it('never invents a word of three or more letters that the original copy uses', () => {
    const vocabulary = new Set(wordsOf('the cat sat on the mat with a hat and a bat'));
    const rewriter = createTextRewriter('seed', vocabulary);
    for (const word of ['dog', 'cow', 'pig', 'hen', 'fox', 'owl', 'elk', 'yak', 'emu', 'ant']) expect(vocabulary.has(rewriter.text(word))).toBe(false);
  });

  it('keeps claim tokens and whatever else it is told to keep', () => {
    const rewriter = createTextRewriter('seed');
    const out = rewriter.text('Over {{data-rows}} rows &amp; more', /&[a-z]+;/u);
    expect(out).toMatch(/^\w+ \{\{data-rows\}\} \w+ &amp; \w+$/);
    expect(out.startsWith('Over ')).toBe(false);
  });

  it('changes every run of digits to another of the same length, a leading zero staying a leading zero', () => {
    const rewriter = createTextRewriter('seed');
    expect(rewriter.digits('01')).toMatch(/^0[1-9]$/);
    expect(rewriter.digits('01')).not.toBe('01');
    expect(rewriter.digits('2026')).toMatch(/^[1-9]\d{3}$/);
    const singles = [...'0123456789'].map((d) => rewriter.digits(d));
    expect(new Set(singles).size).toBe(10);
    singles.forEach((d, i) => expect(d).not.toBe(String(i)));
  });
});

describe('rewriting figures', () => {
  const rewriter = createTextRewriter('seed');

  it('gives another figure with as many digits, whole when the original is', () => {
    const out = rewriter.figure(250, { minimum: 0 }, 'stats.0');
    expect(out).not.toBe(250);
    expect(Number.isInteger(out) && out >= 100 && out <= 999).toBe(true);
  });

  it('keeps the decimals and stays inside the bounds', () => {
    const decimal = rewriter.figure(1.5, {}, 'a');
    expect(String(decimal)).toMatch(/^\d\.\d$/);
    for (let i = 0; i < 20; i++) {
      const out = rewriter.figure(7, { minimum: 1, maximum: 9, integer: true }, `reading-time-${i}`);
      expect(out >= 1 && out <= 9 && out !== 7 && Number.isInteger(out)).toBe(true);
    }
    expect(rewriter.figure(0, { minimum: 0 }, 'views')).toBeGreaterThan(0);
  });

  it('says so when no other figure fits', () => {
    expect(() => rewriter.figure(1, { minimum: 1, maximum: 1 }, 'only')).toThrow(/No other figure fits between 1 and 1/);
  });
});
