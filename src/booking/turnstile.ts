/**
 * Cloudflare Turnstile, used only when the build sets VITE_TURNSTILE_SITE_KEY: the form asks for a
 * token just before sending and puts it in the booking as `turnstile_token` for the webhook to
 * verify. This module is loaded on demand, so sites without the key never download it.
 */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  execute(container: HTMLElement | string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let api: Promise<TurnstileApi> | undefined;

function loadApi(doc: Document): Promise<TurnstileApi> {
  const win = doc.defaultView!;
  if (win.turnstile) return Promise.resolve(win.turnstile);
  api ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (win.turnstile ? resolve(win.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => {
      api = undefined;
      reject(new Error('Turnstile could not be loaded'));
    };
    doc.head.append(script);
  });
  return api;
}

let widget: string | undefined;

/** A fresh, single-use token (a challenge shows in `container` only if Cloudflare needs the visitor to act). */
export async function turnstileToken(container: HTMLElement, siteKey: string, timeoutMs = 30_000): Promise<string> {
  const turnstile = await loadApi(container.ownerDocument);
  if (widget) turnstile.remove(widget);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Turnstile gave no answer')), timeoutMs);
    const done = (fn: () => void) => () => {
      clearTimeout(timer);
      fn();
    };
    widget = turnstile.render(container, {
      sitekey: siteKey,
      execution: 'execute',
      appearance: 'interaction-only',
      callback: (token: string) => done(() => resolve(token))(),
      'error-callback': done(() => reject(new Error('Turnstile refused the check'))),
      'expired-callback': done(() => reject(new Error('Turnstile check expired'))),
    });
    turnstile.execute(container);
  });
}
