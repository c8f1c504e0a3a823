import type { Statistic } from '../../generated/content.ts';

/** A statistic as the counter shows it: the number that counts up and the text fixed around it. */
export interface FigureParts {
  value: number;
  prefix: string;
  suffix: string;
  decimals: number;
}

/**
 * Splits a statistic's value into its number and symbols. A value written as text ("250+",
 * "$1.5K", "99.9%", or a claim that resolved to one) counts up to its number with its symbols in
 * place; `prefix` and `suffix` go around them, and `decimals` overrides the places the text shows.
 */
export function figureParts(item: Pick<Statistic, 'value' | 'prefix' | 'suffix' | 'decimals'>): FigureParts {
  let [value, before, after, places] = [0, '', '', 0];
  if (typeof item.value === 'number') {
    value = item.value;
  } else {
    const m = /^([^0-9]*)([0-9][0-9,]*(?:\.([0-9]+))?)([^0-9]*)$/.exec(item.value);
    if (m) [before, value, places, after] = [m[1]!, Number(m[2]!.replace(/,/g, '')), m[3]?.length ?? 0, m[4]!];
  }
  return { value, prefix: (item.prefix ?? '') + before, suffix: after + (item.suffix ?? ''), decimals: item.decimals ?? places };
}
