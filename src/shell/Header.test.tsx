// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';
import { renderAt } from '../../tests/support/render.tsx';
import { Header } from './Header.tsx';

const withPage = (path: string) =>
  renderAt(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<Link to="/about">Elsewhere</Link>} />
      </Routes>
    </>,
    path,
  );

describe('navigation bar', () => {
  it('has every link, the booking button and the brand', () => {
    withPage('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(names).toEqual(['Services', 'How We Work', 'Blog', 'About', 'Data Case Study', 'Visuals Case Study', 'Developer Docs']);
    expect(screen.getByRole('link', { name: 'Book Strategy Call' }).getAttribute('href')).toBe('/strategy-call');
    expect(screen.getByRole('link', { name: /Automata Labs/ }).getAttribute('href')).toBe('/');
  });

  it('marks the current route and the parent of a nested route with aria-current', () => {
    withPage('/services/ai-voice-agents');
    const current = [...document.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual(['Services']);
  });

  it('marks the booking button on the booking page', () => {
    withPage('/strategy-call');
    expect(screen.getByRole('link', { name: 'Book Strategy Call' }).getAttribute('aria-current')).toBe('page');
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
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
  });
});
