// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AssistantWidget } from './AssistantWidget.tsx';
import { SCRIPT_MARK } from './assistantLoader.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const widgetScripts = () => document.querySelectorAll(`script[${SCRIPT_MARK}]`);

it('adds the widget script once when idle and removes it when its container unmounts', () => {
  vi.useFakeTimers();
  const { unmount } = render(<AssistantWidget />);
  expect(widgetScripts()).toHaveLength(0);
  act(() => vi.runAllTimers());
  expect(widgetScripts()).toHaveLength(1);
  expect(window.VG_CONFIG?.region).toBe('eu');
  expect(window.VG_CONFIG?.render).toBe('bottom-right');
  expect(window.VG_CONFIG?.autostart).toBe(true);
  unmount();
  expect(widgetScripts()).toHaveLength(0);
});
