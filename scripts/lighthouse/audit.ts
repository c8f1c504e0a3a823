import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';
import { combineRuns, THRESHOLDS, type AuditResult, type Category } from './scores.ts';

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
      // Chromium's helper processes can outlive the main one for a moment and still write to the
      // profile (ENOTEMPTY): retry for up to about 5 s, and never fail an audit over a temporary folder.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch {
        // The folder is in the system's temporary directory, which is cleaned on its own.
      }
    },
  };
}

/**
 * Audits a page `runs` times. Performance is judged by the median run, Lighthouse's own answer to
 * its run-to-run variance: one run can land far off on a busy machine, the median of several cannot
 * unless the page really is slow. The other categories do not depend on timing, so their worst run counts.
 */
export async function audit(url: string, port: number, runs = 1): Promise<AuditResult> {
  const results: AuditResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await auditRun(url, port));
  return combineRuns(results);
}

/** Tries a run again when Lighthouse itself could not measure the page. */
const RUNTIME_RETRIES = 2;

/**
 * One run. A run in which Lighthouse itself failed (its trace missed the navigation's start on an
 * overloaded machine, say) scores every category 0 while saying nothing about the page: it is tried
 * again, and if it keeps failing the error is reported as a failing audit.
 */
async function auditRun(url: string, port: number): Promise<AuditResult> {
  let result = await auditOnce(url, port);
  for (let i = 0; i < RUNTIME_RETRIES && result.runtimeError; i++) {
    console.log(`  Lighthouse could not measure ${url} (${result.runtimeError}); trying again.`);
    result = await auditOnce(url, port);
  }
  if (!result.runtimeError) return result;
  return { ...result, failing: [...result.failing, `lighthouse: ${result.runtimeError}`] };
}

async function auditOnce(url: string, port: number): Promise<AuditResult & { runtimeError?: string }> {
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
  const unused = (audits['unused-javascript']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
  const runtimeError = result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : undefined;
  return { url, scores, failing, unusedJavascript: unused.map((i) => i.url), ...(runtimeError ? { runtimeError } : {}) };
}
