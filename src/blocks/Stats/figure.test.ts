import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { figureParts } from './figure.ts';
import Stats from './Stats.tsx';

describe('a statistic written as text (such as a claim\'s value)', () => {
  it('counts up to its number and keeps its symbols around it', () => {
    expect(figureParts({ value: '750+' })).toEqual({ value: 750, prefix: '', suffix: '+', decimals: 0 });
    expect(figureParts({ value: '$2.5K' })).toEqual({ value: 2.5, prefix: '$', suffix: 'K', decimals: 1 });
    expect(figureParts({ value: '20,000' })).toEqual({ value: 20000, prefix: '', suffix: '', decimals: 0 });
  });

  it('puts a prefix or suffix set on the item outside the symbols, and lets decimals override', () => {
    expect(figureParts({ value: '100', prefix: '<', suffix: 'ms' })).toEqual({ value: 100, prefix: '<', suffix: 'ms', decimals: 0 });
    expect(figureParts({ value: '97.5%', decimals: 2 })).toEqual({ value: 97.5, prefix: '', suffix: '%', decimals: 2 });
  });

  it('reads a plain number as before', () => {
    expect(figureParts({ value: 42, suffix: '%' })).toEqual({ value: 42, prefix: '', suffix: '%', decimals: 0 });
  });

  it('prerenders the same figure whether it is written as a number or as text', () => {
    const asNumbers = renderToString(createElement(Stats, { type: 'stats', items: [{ value: 97.5, decimals: 1, suffix: '%', label: 'Share' }] }));
    const asText = renderToString(createElement(Stats, { type: 'stats', items: [{ value: '97.5%', label: 'Share' }] }));
    expect(asText).toBe(asNumbers);
    expect(asText).toContain('97.5%');
  });
});

describe('the counters’ number format', () => {
  it('writes numbers as en-US does, without loading the browser’s number formats', async () => {
    const { format } = await import('./Stats.browser.ts');
    for (const [value, decimals] of [[0, 0], [7, 0], [999, 0], [1000, 0], [1234567, 0], [1234.5, 1], [98.76, 2], [0.5, 1], [-1234.25, 2], [12000000, 0], [2.05, 1]] as const) {
      expect(format(value, decimals), `${value} with ${decimals}`).toBe(value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
    }
  });
});
