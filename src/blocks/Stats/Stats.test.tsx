// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import type { StatsBlock as Statistics } from '../../generated/content.ts';
import Stats from './Stats.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const items: Statistics['items'] = [
  { value: 250, suffix: '+', label: 'Shops served' },
  { value: 37500, prefix: '$', label: 'Per day' },
];

const counts = (container: HTMLElement) => [...container.querySelectorAll('.stats__count')].map((e) => e.textContent);

it('prerenders each final figure with its prefix, suffix and label', () => {
  const html = renderToString(<Stats type="stats" items={items} />);
  expect(html).toContain('250+');
  expect(html).toContain('$37,500');
  expect(html).not.toMatch(/>0\+</);
});

it('gives screen readers the final figure, never the digits counting up', () => {
  const { container } = renderAt(<Stats type="stats" items={items} />);
  expect(screen.getByText('Shops served')).toBeTruthy();
  expect([...container.querySelectorAll('.stats__value .visually-hidden')].map((e) => e.textContent)).toEqual(['250+', '$37,500']);
  expect(container.querySelector('.stats__count')!.getAttribute('aria-hidden')).toBe('true');
});

it('counts up from zero over 2 s once the figures scroll into view', () => {
  const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  const reveal = () => observers.forEach((cb) => cb([{ isIntersecting: true }]));
  vi.stubGlobal('IntersectionObserver', class {
    constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
      observers.push(cb);
    }
    observe() {}
    disconnect() {}
  });
  let now = 0;
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const runFrame = (at: number) => act(() => {
    now = at;
    frames.splice(0).forEach((f) => f(at));
  });

  const { container } = renderAt(<Stats type="stats" items={items} />);
  expect(counts(container)).toEqual(['0+', '$0']);
  act(() => reveal());
  runFrame(0);
  runFrame(1000);
  const midway = Number(counts(container)[0]!.replace(/\D/g, ''));
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(250);
  runFrame(2000);
  expect(counts(container)).toEqual(['250+', '$37,500']);
  expect(frames).toHaveLength(0);
});
