import { expect, it } from 'vitest';
import { hasBareValue } from '../../../scripts/content/claims/resolve-data.ts';

// The expression the scan stands for: a {{ at the start of a value, after a line's start or one of : [ , { -.
const EXPRESSION = /(?:^|[:[,{-])[ \t]*\{\{/m;

it('finds a value starting with {{ without quotes exactly where the expression does', () => {
  const letters = ['{', '{{', '}', ' ', '\t', ':', '[', ',', '-', '\n', '\r', '\u2028', 'a', '"', "'"];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % letters.length;
  for (let i = 0; i < 20_000; i++) {
    const text = Array.from({ length: 1 + (i % 12) }, () => letters[next()]).join('');
    expect(hasBareValue(text), JSON.stringify(text)).toBe(EXPRESSION.test(text));
  }
  expect(hasBareValue('title: "{{ a }}"\nlead: {{ b }}')).toBe(true);
  expect(hasBareValue('title: "{{ a }} and {{ b }}"')).toBe(false);
});
