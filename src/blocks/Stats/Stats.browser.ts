import type { Statistic, StatsBlock } from '../../generated/content.ts';
import type { BlockScript } from '../registry.ts';
import { figureParts } from './figure.ts';

/** Spec: counters animate for 2 s. */
export const COUNT_DURATION = 2000;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * 1234.5 → "1,234.5", as en-US writes it. Not toLocaleString: its first call loads the browser's
 * number-formatting data, a task of tens of milliseconds on a phone, right as the counters start.
 */
export function format(value: number, decimals: number): string {
  // Rounded half away from zero on the decimal digits, as Intl does (toFixed alone rounds 2.05 down).
  const rounded = Math.round(Math.abs(value) * 10 ** decimals) / 10 ** decimals;
  const [whole = '0', fraction] = rounded.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A figure as shown at a point of its count: prefix, the number (whole until the end unless it has decimals), suffix. */
export function shownAt(item: Pick<Statistic, 'value' | 'prefix' | 'suffix' | 'decimals'>, value?: number): string {
  const { value: target, prefix, suffix, decimals } = figureParts(item);
  const at = value ?? target;
  return `${prefix}${format(decimals ? at : Math.round(at), decimals)}${suffix}`;
}

/**
 * Counts the stats block's figures (its .stats__count elements, in order) up from zero over 2 s,
 * each the first time it scrolls into view. The markup holds the final values (the page reads right
 * without script, and for visitors who prefer less motion nothing moves). Returns a function that
 * stops it and puts the final values back. No React: a built page runs this alone.
 */
export function startCounters(root: Element, items: readonly Statistic[], duration = COUNT_DURATION): () => void {
  const counts = Array.from(root.querySelectorAll<HTMLElement>('.stats__count'));
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const frames = new Set<number>();
  const observers = counts.map((el, i) => {
    const item = items[i];
    if (!item) return undefined;
    const target = figureParts(item).value;
    el.textContent = shownAt(item, 0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / duration);
          el.textContent = shownAt(item, t >= 1 ? target : target * easeOut(t));
          if (t < 1) frames.add(requestAnimationFrame(tick));
        };
        frames.add(requestAnimationFrame(tick));
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return observer;
  });
  return () => {
    observers.forEach((o) => o?.disconnect());
    frames.forEach((f) => cancelAnimationFrame(f));
    counts.forEach((el, i) => items[i] && (el.textContent = shownAt(items[i])));
  };
}

const start: BlockScript<StatsBlock> = (root, stats) => startCounters(root, stats.items);
export default start;
