// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { takeRoot, whenDocumentReady } from './startup.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('removes the loading placeholder and returns the root element', () => {
  document.body.innerHTML = '<div id="loading-placeholder">Loading</div><div id="root"></div>';
  expect(takeRoot()?.id).toBe('root');
  expect(document.getElementById('loading-placeholder')).toBeNull();
});

it("logs 'Root element not found' when there is no root element", () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(takeRoot()).toBeNull();
  expect(error).toHaveBeenCalledWith('Root element not found');
});

it('waits for the document to finish loading when it is still loading', () => {
  const start = vi.fn();
  const loading = { readyState: 'loading', addEventListener: vi.fn() } as unknown as Document;
  whenDocumentReady(start, loading);
  expect(start).not.toHaveBeenCalled();
  expect(loading.addEventListener).toHaveBeenCalledWith('DOMContentLoaded', start, { once: true });
  whenDocumentReady(start, document);
  expect(start).toHaveBeenCalledOnce();
});
