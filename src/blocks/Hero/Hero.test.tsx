// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import type { HeroBlock } from '../../generated/content.ts';
import Hero from './Hero.tsx';

const rotating: NonNullable<HeroBlock['rotating']> = ['Reply to each buyer', 'Book more calls'];
const [first, second] = rotating as [string, string];

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('has the one h1 of the page, its buttons and reassurance points', () => {
  renderAt(<Hero type="hero" headline="Grow with AI" primary={{ label: 'Book', href: '/strategy-call' }} secondary={{ label: 'Services', href: '/services' }} points={['Free call']} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Grow with AI' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('/strategy-call');
  expect(screen.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
  expect(screen.getByText('Free call')).toBeTruthy();
});

it('shows the first message in full at first and gives screen readers whole messages only', () => {
  const { container } = renderAt(<Hero type="hero" headline="Grow with AI" rotating={rotating} />);
  const typed = container.querySelector('[data-testid="typed-headline"]')!;
  expect(typed.textContent).toBe(first);
  expect(typed.closest('[aria-hidden="true"]')).toBeTruthy();
  const spoken = container.querySelector('.hero__rotating > .visually-hidden')!;
  expect(spoken.textContent).toBe(first);
  expect(container.querySelector('[aria-live]')).toBeNull();

  // Held for 2.2 s, then deleted letter by letter while the spoken copy stays whole.
  act(() => vi.advanceTimersByTime(2200 + 33 * 5));
  expect(typed.textContent).toBe(first.slice(0, -5));
  expect(spoken.textContent).toBe(first);

  // The first message's 7.5 s end (its typing ran before the page loaded), then the second is typed out.
  const slotEnd = 7500 - first.length * 55;
  act(() => vi.advanceTimersByTime(slotEnd - (2200 + 33 * 5)));
  expect(spoken.textContent).toBe(second);
  expect(typed.textContent).toBe('');
  act(() => vi.advanceTimersByTime(second.length * 55));
  expect(typed.textContent).toBe(second);
});

it('can be paused, showing the current message whole', () => {
  const { container } = renderAt(<Hero type="hero" headline="Grow with AI" rotating={rotating} />);
  const typed = container.querySelector('[data-testid="typed-headline"]')!;
  act(() => vi.advanceTimersByTime(2200 + 33 * 3));
  const pause = screen.getByRole('button', { name: 'Pause headline animation' });
  fireEvent.click(pause);
  expect(pause.getAttribute('aria-pressed')).toBe('true');
  expect(typed.textContent).toBe(first);
  act(() => vi.advanceTimersByTime(20_000));
  expect(typed.textContent).toBe(first);
  fireEvent.click(pause);
  act(() => vi.advanceTimersByTime(2200 + 33));
  expect(typed.textContent).toBe(first.slice(0, -1));
});
