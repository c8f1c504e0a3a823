// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site, staticRoutes } from '../../tests/support/content.ts';
import { renderAt } from '../../tests/support/render.tsx';
import { Header, isCurrent } from './Header.tsx';

const { links, button } = site().navigation;
// A menu entry with pages under it (Services and the service pages), and one of those pages.
const parent = links.find((l) => staticRoutes().some((r) => r.startsWith(`${l.href}/`)))!;
const nested = staticRoutes().find((r) => r.startsWith(`${parent.href}/`))!;

const at = (path: string) => renderAt(<Header pathname={path} />, path);

describe('navigation bar', () => {
  it('has every link, the booking button and the brand', () => {
    at('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(names).toEqual(links.map((l) => l.label));
    expect(screen.getByRole('link', { name: button.label }).getAttribute('href')).toBe(button.href);
    expect(screen.getByRole('link', { name: `${site().name} home page` }).getAttribute('href')).toBe('/');
  });

  it('marks the current route and the parent of a nested route with aria-current in its HTML', () => {
    at(nested);
    const current = [...document.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual([parent.label]);
  });

  it('marks the booking button on the booking page', () => {
    at(button.href);
    expect(screen.getByRole('link', { name: button.label }).getAttribute('aria-current')).toBe('page');
  });

  it('reads the current page the way visitors do: the home link only at /, a section also on its pages', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/about')).toBe(false);
    expect(isCurrent('/services', '/services/')).toBe(true);
    expect(isCurrent('/services', '/services/ai-voice-agents')).toBe(true);
    expect(isCurrent('/services', '/services-old')).toBe(false);
    expect(isCurrent('https://example.com', '/')).toBe(false);
  });
});

describe('menu toggle', () => {
  it('is a real button that opens the menu popover it controls (the browser does the rest)', () => {
    at('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('type')).toBe('button');
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(menu.querySelector('nav[aria-label="Main"]')).toBeTruthy();
  });
});
