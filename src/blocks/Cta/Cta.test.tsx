// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Cta from './Cta.tsx';

it('shows the heading, the button to its target and the reassurance points', () => {
  renderAt(<Cta type="cta" heading="Ready?" text="Book a call." button={{ label: 'Book Now', href: '/strategy-call' }} points={['Free', 'No strings']} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Ready?' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/strategy-call');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Free', 'No strings']);
});
