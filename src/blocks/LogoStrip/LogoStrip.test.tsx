// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import LogoStrip from './LogoStrip.tsx';

it('renders every logo with its name and size so nothing shifts', () => {
  renderAt(<LogoStrip type="logo-strip" logos={[{ name: 'OpenAI', src: '/logos/openai.svg', width: 120, height: 32 }]} />);
  const img = screen.getByRole('img', { name: 'OpenAI' });
  expect(img.getAttribute('width')).toBe('120');
  expect(img.getAttribute('height')).toBe('32');
});
