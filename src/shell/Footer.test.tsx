// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { site } from '../../tests/support/content.ts';
import { escapeRegExp } from '../../tests/support/shown.ts';
import { renderAt } from '../../tests/support/render.tsx';
import { Footer } from './Footer.tsx';

const { name, footer, contact, social } = site();
const NETWORKS = { linkedin: 'LinkedIn', instagram: 'Instagram', x: 'X \\(Twitter\\)', facebook: 'Facebook', youtube: 'YouTube' };

it('links every social profile by name in a new tab', () => {
  renderAt(<Footer />);
  expect(social.length).toBeGreaterThan(0);
  for (const profile of social) {
    const link = screen.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)} on ${NETWORKS[profile.network]}`) });
    expect(link.getAttribute('href')).toBe(profile.href);
    expect(link.getAttribute('target')).toBe('_blank');
  }
});

it('has the Solutions and Company lists, a new-tab link saying so', () => {
  renderAt(<Footer />);
  const solutions = within(screen.getByRole('navigation', { name: 'Solutions' })).getAllByRole('link');
  expect(solutions.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(footer.solutions.map((l) => [l.label, l.href]));
  const company = within(screen.getByRole('navigation', { name: 'Company' })).getAllByRole('link');
  expect(company.map((a) => a.textContent)).toEqual(footer.company.map((l) => (l.newTab ? `${l.label} (opens in a new tab)` : l.label)));
  const newTab = footer.company.findIndex((l) => l.newTab);
  expect(newTab).toBeGreaterThanOrEqual(0);
  expect(company[newTab]!.getAttribute('href')).toBe(footer.company[newTab]!.href);
  expect(company[newTab]!.getAttribute('target')).toBe('_blank');
  expect(company[newTab]!.getAttribute('rel')?.split(' ')).toContain('noopener');
});

it('has contact details, the copyright year and the legal links', () => {
  renderAt(<Footer />);
  expect(screen.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
  // The WhatsApp number as written, dialled without its spaces and brackets.
  const phone = screen.getByRole('link', { name: `WhatsApp: ${contact.whatsapp}` });
  expect(phone.getAttribute('href')).toBe(`tel:${contact.whatsapp.replace(/[\s()-]/g, '')}`);
  expect(screen.getByText(contact.city)).toBeTruthy();
  expect(screen.getByText(/All rights reserved/).textContent).toContain(`© ${new Date().getFullYear()} ${name}`);
  for (const legal of footer.legal) expect(screen.getByRole('link', { name: legal.label }).getAttribute('href')).toBe(legal.href);
});
