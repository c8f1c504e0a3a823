// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../tests/support/render.tsx';
import { Footer } from './Footer.tsx';

it('links the three social profiles by name in new tabs', () => {
  renderAt(<Footer />);
  for (const network of ['LinkedIn', 'Instagram', 'X \\(Twitter\\)']) {
    const link = screen.getByRole('link', { name: new RegExp(`Automata Labs on ${network}`) });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.getAttribute('target')).toBe('_blank');
  }
});

it('has the Solutions and Company lists, the sitemap opening in a new tab', () => {
  renderAt(<Footer />);
  const solutions = within(screen.getByRole('navigation', { name: 'Solutions' })).getAllByRole('link');
  expect(solutions.map((a) => a.getAttribute('href'))).toHaveLength(6);
  const company = within(screen.getByRole('navigation', { name: 'Company' })).getAllByRole('link');
  expect(company.map((a) => a.textContent?.replace(' (opens in a new tab)', ''))).toEqual(
    ['About Us', 'Blog', 'How We Work', 'Data Case Study', 'Visuals Case Study', 'Book a Call', 'Sitemap'],
  );
  const sitemap = company.at(-1)!;
  expect(sitemap.getAttribute('href')).toBe('/sitemap.xml');
  expect(sitemap.getAttribute('target')).toBe('_blank');
  expect(sitemap.getAttribute('rel')?.split(' ')).toContain('noopener');
});

it('has contact details, the copyright year and the legal links', () => {
  renderAt(<Footer />);
  expect(screen.getByRole('link', { name: 'hello@automatalabs.in' }).getAttribute('href')).toBe('mailto:hello@automatalabs.in');
  expect(screen.getByRole('link', { name: /WhatsApp: \+91 98300 41275/ }).getAttribute('href')).toBe('tel:+919830041275');
  expect(screen.getByText('Kolkata, India')).toBeTruthy();
  expect(screen.getByText(/All rights reserved/).textContent).toContain(`© ${new Date().getFullYear()} Automata Labs`);
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
});
