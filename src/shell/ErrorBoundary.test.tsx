// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('boom');
}

it('replaces a part that fails to render with a way to refresh', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const reload = vi.fn();
  render(<ErrorBoundary onReload={reload}><Broken /></ErrorBoundary>);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByText('Please refresh the page or try again later.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(reload).toHaveBeenCalledOnce();
});

it('shows the page again once the visitor moves to another address', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { rerender } = render(<ErrorBoundary resetKey="/a"><Broken /></ErrorBoundary>);
  expect(screen.getByText('Something went wrong')).toBeTruthy();
  rerender(<ErrorBoundary resetKey="/b"><p>Fine here</p></ErrorBoundary>);
  expect(screen.getByText('Fine here')).toBeTruthy();
});
