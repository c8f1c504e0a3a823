import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '../../../src/blog/share.ts';

// The page's words for a copied link (a block field); these tests give their own.
const COPIED = 'Copied, paste away.';
const data = { title: 'Speed to lead', text: 'Reply fast.', url: 'https://www.automatalabs.in/blog/reply-fast' };

function environment(share?: (d: ShareData) => Promise<void>, writeText: (t: string) => Promise<void> = async () => {}) {
  return { navigator: { share, clipboard: { writeText: vi.fn(writeText) } as unknown as Clipboard }, alert: vi.fn(), prompt: vi.fn() };
}

describe('sharing an article', () => {
  it('uses the Web Share API when there is one', async () => {
    const env = environment(vi.fn(async () => {}));
    await expect(shareLink(data, COPIED, env)).resolves.toBe('shared');
    expect(env.navigator.share).toHaveBeenCalledWith(data);
    expect(env.alert).not.toHaveBeenCalled();
  });
  it('copies the link and says so when sharing is unavailable', async () => {
    const env = environment();
    await expect(shareLink(data, COPIED, env)).resolves.toBe('copied');
    expect(env.navigator.clipboard.writeText).toHaveBeenCalledWith(data.url);
    expect(env.alert).toHaveBeenCalledWith(COPIED);
  });
  it('copies the link when sharing fails', async () => {
    const env = environment(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    await expect(shareLink(data, COPIED, env)).resolves.toBe('copied');
    expect(env.alert).toHaveBeenCalledWith(COPIED);
  });
  it('does nothing more when the visitor closes the share sheet', async () => {
    const env = environment(vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))));
    await expect(shareLink(data, COPIED, env)).resolves.toBe('cancelled');
    expect(env.alert).not.toHaveBeenCalled();
  });
  it('shows the link for copying by hand when the clipboard refuses too', async () => {
    const env = environment(undefined, async () => Promise.reject(new Error('no clipboard')));
    await expect(shareLink(data, COPIED, env)).resolves.toBe('shown');
    expect(env.alert).not.toHaveBeenCalled();
    expect(env.prompt).toHaveBeenCalledWith('Copy this link:', data.url);
  });
});
