// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { turnstileToken } from './turnstile.ts';

type Options = Record<string, (arg?: string) => void> & { sitekey: string };

function fakeTurnstile(answer: (options: Options) => void) {
  const rendered: Options[] = [];
  window.turnstile = {
    render: vi.fn((_el: HTMLElement, options: Record<string, unknown>) => {
      rendered.push(options as Options);
      return `w${rendered.length}`;
    }),
    execute: vi.fn(() => answer(rendered.at(-1)!)),
    remove: vi.fn(),
  };
  return rendered;
}

afterEach(() => {
  delete window.turnstile;
  vi.useRealTimers();
});

describe('Turnstile', () => {
  it('asks for a fresh token with the site key, replacing the previous widget', async () => {
    const rendered = fakeTurnstile((o) => o.callback!('token-' + o.sitekey));
    const box = document.createElement('div');
    await expect(turnstileToken(box, 'key-1')).resolves.toBe('token-key-1');
    await expect(turnstileToken(box, 'key-1')).resolves.toBe('token-key-1');
    expect(rendered[0]).toMatchObject({ sitekey: 'key-1', execution: 'execute', appearance: 'interaction-only' });
    expect(window.turnstile!.remove).toHaveBeenCalledWith('w1');
  });

  it('fails when the check fails or never answers, so the form offers its other ways', async () => {
    fakeTurnstile((o) => o['error-callback']!());
    await expect(turnstileToken(document.createElement('div'), 'k')).rejects.toThrow(/refused/);
    vi.useFakeTimers();
    fakeTurnstile(() => {});
    const pending = turnstileToken(document.createElement('div'), 'k', 1000);
    const outcome = expect(pending).rejects.toThrow(/no answer/);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });
});
