// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';
import { site, staticRoutes } from '../../tests/support/content.ts';
import { renderAt } from '../../tests/support/render.tsx';
import { Header } from './Header.tsx';

const { links, button } = site().navigation;
// A menu entry with pages under it (Services and the service pages), and one of those pages.
const parent = links.find((l) => staticRoutes().some((r) => r.startsWith(`${l.href}/`)))!;
const nested = staticRoutes().find((r) => r.startsWith(`${parent.href}/`))!;
const elsewhere = links.find((l) => l !== parent && l.href.startsWith('/'))!;

const withPage = (path: string) =>
  renderAt(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<Link to={elsewhere.href}>Elsewhere</Link>} />
      </Routes>
    </>,
    path,
  );

describe('navigation bar', () => {
  it('has every link, the booking button and the brand', () => {
    withPage('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(names).toEqual(links.map((l) => l.label));
    expect(screen.getByRole('link', { name: button.label }).getAttribute('href')).toBe(button.href);
    expect(screen.getByRole('link', { name: `${site().name} home page` }).getAttribute('href')).toBe('/');
  });

  it('marks the current route and the parent of a nested route with aria-current', () => {
    withPage(nested);
    const current = [...document.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual([parent.label]);
  });

  it('marks the booking button on the booking page', () => {
    withPage(button.href);
    expect(screen.getByRole('link', { name: button.label }).getAttribute('aria-current')).toBe('page');
  });
});

describe('menu toggle', () => {
  it('is a real button that controls the menu, moves focus into it and back, and closes on Escape', () => {
    withPage('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a click outside the menu and on a route change', () => {
    withPage('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: elsewhere.label }).getAttribute('aria-current')).toBe('page');
  });
});
