// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import FeatureList from './FeatureList.tsx';

it('lists each point with its explanation and an optional button', () => {
  const { container } = renderAt(
    <FeatureList type="feature-list" heading="Why us" tone="negative" items={[{ title: 'No lock-in', text: 'Leave any month.' }, { title: 'Fast' }]} button={{ label: 'Talk to us', href: '/strategy-call' }} />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Why us' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['No lock-in', 'Fast']);
  expect(screen.getByText('Leave any month.')).toBeTruthy();
  expect(container.querySelector('.feature-list__items--negative')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe('/strategy-call');
});
