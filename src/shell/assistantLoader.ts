import type { AssistantWidget } from '../generated/content.ts';

/** The global the provider's script reads its settings from when it starts. */
export interface AssistantConfig {
  ID: string;
  region: string;
  render: string;
  stylesheets: string[];
  autostart: boolean;
}

declare global {
  interface Window {
    VG_CONFIG?: AssistantConfig;
  }
}

/** Marks the one script tag this site adds, so a second load is recognised and skipped. */
export const SCRIPT_MARK = 'data-assistant-widget';

export const configFor = (settings: AssistantWidget): AssistantConfig => ({
  ID: settings.assistantId,
  region: settings.region,
  render: settings.position,
  stylesheets: [settings.stylesheetUrl],
  autostart: settings.autostart,
});

/**
 * Sets the widget's configuration, then adds its script once (deferred). Returns the script it added,
 * or null when the widget is switched off or already on the page. A CDN that cannot be reached only
 * costs the browser's own failed-load line: the error is swallowed so nothing else is logged.
 */
export function loadAssistant(settings: AssistantWidget, doc: Document = document): HTMLScriptElement | null {
  if (settings.enabled === false) return null;
  const existing = [...doc.scripts].some((s) => s.hasAttribute(SCRIPT_MARK) || s.getAttribute('src') === settings.scriptUrl);
  if (existing) return null;
  const win = doc.defaultView ?? window;
  win.VG_CONFIG = configFor(settings);
  const script = doc.createElement('script');
  script.src = settings.scriptUrl;
  script.defer = true;
  script.setAttribute(SCRIPT_MARK, '');
  script.addEventListener('error', () => script.remove(), { once: true });
  doc.body.append(script);
  return script;
}

/**
 * Runs `task` once the page has finished loading and the main thread is idle, so the widget never
 * competes with the first paint or hydration. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') idleHandle = win.requestIdleCallback(() => !cancelled && task(), { timeout: 5000 });
    else idleHandle = win.setTimeout(() => !cancelled && task(), 1200);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
    else win.clearTimeout(idleHandle);
  };
}
