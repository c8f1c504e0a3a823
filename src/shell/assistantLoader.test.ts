// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, expect, it, vi } from 'vitest';
import type { AssistantWidget } from '../generated/content.ts';
import { loadAssistant, SCRIPT_MARK, whenIdle } from './assistantLoader.ts';

const settings: AssistantWidget = {
  assistantId: 'abc-123',
  region: 'eu',
  position: 'bottom-right',
  stylesheetUrl: 'https://cdn.example.com/widget.css',
  scriptUrl: 'https://cdn.example.com/widget.js',
  autostart: true,
};

afterEach(() => {
  document.querySelectorAll(`script[${SCRIPT_MARK}]`).forEach((s) => s.remove());
  delete window.VG_CONFIG;
  vi.useRealTimers();
});

it('sets the configuration before adding the deferred script, once', () => {
  const script = loadAssistant(settings)!;
  expect(window.VG_CONFIG).toEqual({ ID: 'abc-123', region: 'eu', render: 'bottom-right', stylesheets: ['https://cdn.example.com/widget.css'], autostart: true });
  expect(script.src).toBe('https://cdn.example.com/widget.js');
  expect(script.defer).toBe(true);
  expect(loadAssistant(settings)).toBeNull();
  expect(document.querySelectorAll('script[src="https://cdn.example.com/widget.js"]')).toHaveLength(1);
});

it('skips the load when the widget is already on the page or switched off', () => {
  const existing = document.createElement('script');
  existing.setAttribute('src', settings.scriptUrl);
  document.body.append(existing);
  expect(loadAssistant(settings)).toBeNull();
  existing.remove();
  expect(loadAssistant({ ...settings, enabled: false })).toBeNull();
  expect(window.VG_CONFIG).toBeUndefined();
});

it('waits for an idle moment after the page has loaded, and can be cancelled', () => {
  vi.useFakeTimers();
  const task = vi.fn();
  whenIdle(task);
  expect(task).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(task).toHaveBeenCalledOnce();
  const cancelled = vi.fn();
  whenIdle(cancelled)();
  vi.runAllTimers();
  expect(cancelled).not.toHaveBeenCalled();
});
