// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Hero from './Hero.tsx';

it('has the one h1 of the page and its buttons', () => {
  renderAt(<Hero type="hero" headline="Grow with AI" primary={{ label: 'Book', href: '/strategy-call' }} secondary={{ label: 'Services', href: '/services' }} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Grow with AI' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe('/strategy-call');
  expect(screen.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
});
