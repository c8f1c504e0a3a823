// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Pricing from './Pricing.tsx';

it('shows each price with its period and inclusions, then the terms under their own heading', () => {
  renderAt(
    <Pricing
      type="pricing"
      heading="Pricing"
      plans={[
        { name: 'Setup fee', price: '$1.5K-$3K+', period: 'one-time', text: 'By complexity.', points: ['Design and build'] },
        { name: 'Support', badge: 'Optional', price: '$500', period: 'per month', text: 'Hosting and updates.' },
      ]}
      termsHeading="Terms"
      terms={[{ icon: 'refresh', title: 'Changes until done', text: 'Until it is right.' }]}
      button={{ label: 'Pick a time', href: '/strategy-call' }}
    />,
  );
  const setup = screen.getByRole('heading', { level: 3, name: 'Setup fee' }).closest('li')!;
  expect(within(setup).getByText('$1.5K-$3K+')).toBeTruthy();
  expect(within(setup).getByText('Design and build')).toBeTruthy();
  const support = screen.getByRole('heading', { level: 3, name: 'Support' }).closest('li')!;
  expect(support.textContent).toContain('$500 per month');
  expect(within(support).getByText('Optional')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Terms' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 4, name: 'Changes until done' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Pick a time' }).getAttribute('href')).toBe('/strategy-call');
});

it('keeps headings in order when the section has no heading of its own', () => {
  renderAt(<Pricing type="pricing" plans={[{ name: 'Setup fee', price: '$1.5K', text: 'One-time.' }]} termsHeading="Terms" terms={[{ title: 'No long-term contracts' }]} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Setup fee' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'No long-term contracts' })).toBeTruthy();
});
