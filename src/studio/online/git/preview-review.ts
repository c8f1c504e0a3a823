import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { git } from '../../server/git.ts';

export interface ReviewJob {
  /** A folder of the site's repository with the packages linked (a person's workspace). */
  cwd: string;
  /** The commit to review; the saved files of `cwd` when left out. */
  head?: string;
  /** Where the report is written. */
  out: string;
}

export interface ReviewState {
  state: 'running' | 'done' | 'failed';
  html?: string;
  error?: string;
}

/** The report has no script and needs nothing from outside: its pictures are inside it. */
export const REPORT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

const page = (title: string, text: string, refresh: boolean) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

/**
 * The existing review of a change (scripts/review, `npm run review`: every page that changed, in
 * words and pictures), made on first request in a process of its own and served once written. The
 * base is where the change started from main, so what others published since is not shown as undone.
 */
export class ReviewReports {
  private running = new Map<string, string | undefined>();

  start(job: ReviewJob): void {
    if (this.running.has(job.out) || existsSync(job.out)) return;
    this.running.set(job.out, undefined);
    mkdirSync(path.dirname(job.out), { recursive: true });
    void (async () => {
      const base = (await git(job.cwd, ['merge-base', 'refs/remotes/origin/main', job.head ?? 'HEAD'])).trim();
      const args = ['scripts/cli/review.ts', '--base', base, ...(job.head ? ['--head', job.head] : []), '--out', job.out];
      const said = await new Promise<string>((resolve) => {
        const child = spawn(path.join(job.cwd, 'node_modules/.bin/tsx'), args, { cwd: job.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-4000)));
        child.stderr.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-4000)));
        child.on('error', (e) => resolve(e.message));
        child.on('close', () => resolve(out));
      });
      if (existsSync(job.out)) this.running.delete(job.out);
      else this.running.set(job.out, said.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l)).slice(-3).join(' ') || 'The review stopped.');
    })().catch((err: unknown) => this.running.set(job.out, err instanceof Error ? err.message : String(err)));
  }

  /** Where the review of `job` is: done (with the report's HTML), running (started now if it was not), or failed (once; asking again starts anew). */
  status(job: ReviewJob): ReviewState {
    if (existsSync(job.out)) return { state: 'done', html: readFileSync(job.out, 'utf8') };
    const failed = this.running.get(job.out);
    if (failed) {
      this.running.delete(job.out);
      return { state: 'failed', error: `The report could not be made: ${failed}` };
    }
    this.start(job);
    return { state: 'running' };
  }

  /** The report when written; else a page that says it is being made (and looks again every few seconds). */
  serve(res: ServerResponse, headers: Record<string, string>, job: ReviewJob): void {
    const now = this.status(job);
    if (now.state === 'done') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': REPORT_CSP });
      res.end(now.html);
      return;
    }
    if (now.state === 'failed') {
      res.writeHead(500, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }).end(page('The report could not be made', now.error!.replace(/[<>&]/g, ''), false));
      return;
    }
    res.writeHead(202, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }).end(page('The report of this change is being made', 'It shows every page that changed, in words and pictures. This page looks again every few seconds; it takes a minute or two.', true));
  }
}
