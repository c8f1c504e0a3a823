// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import type { LogoStripBlock } from '../../generated/content.ts';
import LogoStrip from './LogoStrip.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** In the test DOM images never load; make them look pending, as in a browser before the response. */
const pending = () => vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);

const logos: LogoStripBlock['logos'] = [
  { name: 'OpenAI', src: '/logos/openai.svg', width: 120, height: 32 },
  { name: 'Anthropic', src: '/logos/anthropic.svg', width: 129, height: 32 },
];

/** The visible list (the second copy only makes the loop seamless and is hidden from assistive technology). */
const visible = () => screen.getAllByRole('list')[0]!;

it('renders every logo with its name and size so nothing shifts, once for assistive technology', () => {
  pending();
  renderAt(<LogoStrip type="logo-strip" heading="Built on" logos={logos} />);
  const img = within(visible()).getByRole('img', { name: 'OpenAI' });
  expect(img.getAttribute('width')).toBe('120');
  expect(img.getAttribute('height')).toBe('32');
  expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['OpenAI', 'Anthropic']);
  expect(screen.getByRole('group').getAttribute('tabindex')).toBe('0');
});

it('shows the provider name instead of a logo that fails to load', () => {
  pending();
  renderAt(<LogoStrip type="logo-strip" logos={logos} />);
  fireEvent.error(within(visible()).getByRole('img', { name: 'Anthropic' }));
  expect(within(visible()).getByText('Anthropic')).toBeTruthy();
  expect(within(visible()).queryByRole('img', { name: 'Anthropic' })).toBeNull();
  expect(within(visible()).getByRole('img', { name: 'OpenAI' })).toBeTruthy();
});

it('shows the name for a logo that loaded with zero size, or had already failed before the page came alive', () => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
  renderAt(<LogoStrip type="logo-strip" logos={logos} />);
  expect(within(visible()).getByText('OpenAI')).toBeTruthy();
  expect(within(visible()).getByText('Anthropic')).toBeTruthy();
  expect(screen.queryAllByRole('img')).toHaveLength(0);
});
