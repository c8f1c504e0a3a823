export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'shown';

interface ShareEnvironment {
  navigator: Pick<Navigator, 'clipboard'> & { share?: Navigator['share'] };
  alert: (message: string) => void;
  prompt: (message: string, value: string) => unknown;
}

/**
 * Shares a page through the Web Share API; where that is missing or fails, copies the link and
 * says so. If even the clipboard refuses, the link is shown for copying by hand.
 */
export async function shareLink(
  data: { title: string; text: string; url: string },
  copiedMessage: string,
  env: ShareEnvironment = window,
): Promise<ShareOutcome> {
  if (typeof env.navigator.share === 'function') {
    try {
      await env.navigator.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await env.navigator.clipboard.writeText(data.url);
    env.alert(copiedMessage);
    return 'copied';
  } catch {
    env.prompt('Copy this link:', data.url);
    return 'shown';
  }
}
