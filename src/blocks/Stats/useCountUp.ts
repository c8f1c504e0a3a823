import { useEffect, useRef, useState, type RefObject } from 'react';

/** Spec: counters animate for 2 s. */
export const COUNT_DURATION = 2000;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up from zero over 2 s the first time its element scrolls into view. The
 * server and the first client render show the final value (prerendered pages and hydration agree,
 * and visitors without JavaScript or who prefer less motion see it at once).
 */
export function useCountUp(target: number, duration = COUNT_DURATION): [number, RefObject<HTMLElement | null>] {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    setValue(0);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / duration);
        setValue(t >= 1 ? target : target * easeOut(t));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, { threshold: 0.4 });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setValue(target);
    };
  }, [target, duration]);

  return [value, ref];
}
