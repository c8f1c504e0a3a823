import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/browser/chromium.ts';

/** The scores a page must reach (Lighthouse mobile defaults: simulated slow 4G and a 4x slower CPU). */
export const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export type Category = keyof typeof THRESHOLDS;

export interface AuditResult {
  url: string;
  scores: Record<Category, number>;
  /** Failing audits of categories below their threshold, for the message. */
  failing: string[];
}

/** Starts Debian's Chromium with a DevTools port for Lighthouse to drive. */
export async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lh-profile-'));
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools port in 15 s')), 15_000);
    child.stderr.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited early (${code})`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

export async function audit(url: string, port: number): Promise<AuditResult> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: Object.keys(THRESHOLDS),
    // The audited site is served over loopback http; third parties (the assistant widget's CDN)
    // are out of reach of this machine, so they are blocked rather than counted as a site error.
    blockedUrlPatterns: ['https://*'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = {} as Record<Category, number>;
  const failing: string[] = [];
  for (const key of Object.keys(THRESHOLDS) as Category[]) {
    const category = categories[key]!;
    scores[key] = Math.round((category.score ?? 0) * 100);
    if (scores[key] < THRESHOLDS[key]) {
      for (const ref of category.auditRefs) {
        const a = audits[ref.id]!;
        if (ref.weight > 0 && a.score !== null && a.score < 0.9) failing.push(`${key}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
  }
  return { url, scores, failing };
}
