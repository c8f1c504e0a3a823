// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import { highlightJson } from '../../../scripts/content/highlight-json.ts';
import CodeSamples from './CodeSamples.tsx';

const code = '{\n  "message": "Is the shop open late?",\n  "context": { "user_id": "usr_1", "visit_id": "sess_1" }\n}';

const view = () =>
  renderAt(
    <CodeSamples
      type="code-samples"
      heading="Example requests"
      samples={[{ title: 'Chat request', endpoint: 'POST /v1/chat/messages', language: 'json', code, highlighted: highlightJson(code), fields: [{ name: 'message', text: 'What the visitor typed.' }] }]}
    />,
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('shows the sample with its endpoint, fields and coloured code that reads exactly as written', () => {
  view();
  expect(screen.getByRole('heading', { level: 3, name: 'Chat request' })).toBeTruthy();
  expect(screen.getByText('POST /v1/chat/messages')).toBeTruthy();
  expect(screen.getByText('What the visitor typed.')).toBeTruthy();
  const region = screen.getByRole('region', { name: 'Chat request example, JSON' });
  expect(region.textContent).toBe(code);
  expect(region.querySelector('.tok-key')?.textContent).toBe('"message"');
  expect(region.querySelector('.tok-string')?.textContent).toBe('"Is the shop open late?"');
  expect(region.tabIndex).toBe(0);
});

it('copies the code with the Clipboard API and says so, then returns to Copy', async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
  vi.useFakeTimers();
  view();
  const button = screen.getByRole('button', { name: 'Copy Chat request code' });
  await act(async () => {
    fireEvent.click(button);
  });
  expect(writeText).toHaveBeenCalledWith(code);
  expect(button.textContent).toBe('Copied');
  expect(screen.getByRole('status').textContent).toBe('Copied to clipboard');
  await act(async () => {
    vi.advanceTimersByTime(2100);
  });
  expect(button.textContent).toBe('Copy');
  expect(screen.getByRole('status').textContent).toBe('');
});

it('selects the code and explains how to copy it when the clipboard is refused', async () => {
  const writeText = vi.fn().mockRejectedValue(new Error('denied'));
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
  view();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy Chat request code' }));
  });
  expect(screen.getByRole('status').textContent).toMatch(/Code selected: press Ctrl\+C/);
  expect(window.getSelection()?.toString()).toBe(code);
});
