import type { Browser, Route } from 'playwright-core';
import { hydrated } from '../../browser/harness.ts';
import { watchFaults } from './engine-faults.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Opens an address in a fresh context and reports what went wrong: every Content-Security-Policy
 * violation (the browser's securitypolicyviolation events and its console lines about the policy),
 * every console error or warning, an uncaught error, or no hydration. Empty when all is well.
 * The engine's own 5xx answers go into `faults` as well (see withEngineFaults).
 */
export async function visit(browser: Browser, url: string, options: { notFound?: boolean; viewport?: { width: number; height: number }; accept?: RegExp[]; faults?: string[] } = {}): Promise<string[]> {
  const viewport = options.viewport ?? { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport });
  const problems: string[] = [];
  let faults: string[] = [];
  try {
    // Installed before the page's own scripts; init scripts are not subject to the page's policy.
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'}`));
    });
    // Other hosts (the assistant widget's CDN) are not reachable from tests; their aborted requests are not the site's fault.
    const aborted = new Set<string>();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route: Route) => {
      aborted.add(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    faults = watchFaults(page, new URL(url).origin);
    page.on('console', (msg) => {
      const text = msg.text();
      if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) return void problems.push(`CSP: ${text}`);
      if (msg.type() === 'error' && aborted.has(msg.location().url) && /^Failed to load resource/.test(text)) return;
      // The not-found page's own status, which the browser reports as a failed load.
      if (options.notFound && msg.location().url === url && /status of 404/.test(text)) return;
      if (options.accept?.some((r) => r.test(text))) return;
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${text}`);
    });
    page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
    await page.goto(url, { waitUntil: 'load' });
    try {
      await hydrated(page);
    } catch {
      problems.push('did not hydrate within 15 s');
    }
    // Violations from work started by hydration (data fetches, lazy chunks) have a moment to arrive.
    await page.waitForTimeout(250);
    problems.push(...(await page.evaluate(() => window.__cspViolations ?? [])).map((v) => `CSP violation: ${v}`));
  } finally {
    options.faults?.push(...faults);
    await context.close();
  }
  return problems;
}
