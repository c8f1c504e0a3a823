import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.ts';

export const baseURL = (): string => inject('baseURL');

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export interface OpenedPage {
  page: Page;
  /** console.error / console.warning lines and uncaught errors seen so far. */
  problems: string[];
}

export interface OpenOptions {
  width?: number;
  height?: number;
  javaScript?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Abort requests whose URL matches (for example images). */
  block?: RegExp;
  /** Console lines that are expected (for example a test's deliberate failed request). */
  allow?: RegExp[];
  /** Another site than the project's build (a fixture site built by the test). */
  baseURL?: string;
  /** Device pixels per CSS pixel; a width under 768 px with it is a phone's screen (touch, mobile viewport). */
  scale?: number;
  /** What to set up on the page before it navigates: a layout shift recorder, a stand-in answer for a route. */
  before?: (page: Page) => Promise<unknown>;
}

/** Opens a site path in a fresh context, collecting every console error and warning. */
export async function open(browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.scale ? { deviceScaleFactor: options.scale, isMobile: (options.width ?? 1280) < 768, hasTouch: (options.width ?? 1280) < 768 } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed = (text: string) => (options.allow ?? []).some((re) => re.test(text));
  // The browser's own "Failed to load resource" line for a request this harness aborted is not the site's fault.
  const aborted = new Set<string>();
  const abort = (route: Route) => {
    aborted.add(route.request().url());
    return route.abort();
  };
  page.on('console', (msg) => {
    if (msg.type() === 'error' && aborted.has(msg.location().url) && /^Failed to load resource/.test(msg.text())) return;
    if ((msg.type() === 'error' || msg.type() === 'warning') && !allowed(msg.text())) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  // The assistant widget's CDN is not reachable from tests; a local stand-in test covers it.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, abort);
  if (options.block) await page.route(options.block, abort);
  await options.before?.(page);
  await page.goto((options.baseURL ?? baseURL()) + path, { waitUntil: 'load' });
  return { page, problems };
}

/** Resolves once React has hydrated the page (the app marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core violations on the page as readable lines (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
}

/** True when the page is wider than the viewport (scrolls sideways). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** A layout shift as recordLayoutShifts keeps it in the page (window.__shifts). */
type RecordedShift = { at: number; value: number; moved: string[] };

/**
 * Records the page's layout shifts not caused by input, from its first paint on (read with layoutShift),
 * each with what moved: the element and its box before and after, for a failure to name.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const w = window as unknown as { __shifts: RecordedShift[] };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const named = (node: Node | null | undefined) =>
      node instanceof Element ? `<${node.localName}${node.className ? ` class="${String(node.className)}"` : ''}>` : node ? `text "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'an element gone since';
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[])
        if (!e.hadRecentInput) w.__shifts.push({ at: e.startTime, value: e.value, moved: (e.sources ?? []).map((s) => `${named(s.node)} from ${box(s.previousRect)} to ${box(s.currentRect)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What moved in the shifts recorded from a moment on (see recordLayoutShifts), a line each, for a failure's message. */
export async function shiftsMoved(page: Page, since = 0): Promise<string> {
  const shifts = await recordedShifts(page, since);
  return shifts.map((s) => `at ${Math.round(s.at)} ms, ${s.value.toFixed(6)}: ${s.moved.join('; ')}`).join('\n');
}

/** The layout shift recorded so far (see recordLayoutShifts), all of it or from a moment on (the page's performance.now()). */
export async function layoutShift(page: Page, since = 0): Promise<number> {
  return (await recordedShifts(page, since)).reduce((sum, s) => sum + s.value, 0);
}

/** The shifts recorded from a moment on (the page's performance.now()), read from the page. */
function recordedShifts(page: Page, since: number): Promise<RecordedShift[]> {
  return page.evaluate((from) => (window as unknown as { __shifts: RecordedShift[] }).__shifts.filter((s) => s.at >= from), since);
}
