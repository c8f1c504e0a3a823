// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Stats from './Stats.tsx';

it('shows each figure with its prefix, suffix and label', () => {
  renderAt(<Stats type="stats" items={[{ value: 250, suffix: '+', label: 'Businesses helped' }, { value: 37500, prefix: '$', label: 'Per day' }]} />);
  expect(screen.getByText('250+')).toBeTruthy();
  expect(screen.getByText('$37,500')).toBeTruthy();
  expect(screen.getByText('Businesses helped')).toBeTruthy();
});
