import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHECKERS, installEngine } from './install.ts';

/**
 * The Nu HTML Checker (the vnu-jar npm package, run with Java), checking the pages an engine sent. It refuses
 * to fetch from loopback hosts ("Forbidden host"), so the answers are handed to it as files, one per address.
 * One Java process checks them all (starting Java costs seconds, checking a page milliseconds).
 */

/**
 * Messages the checker gets wrong, each with the checker's own bug report (an https://github.com/validator/
 * address). Nothing else is ignored. Empty: the one lag met so far, unprefixed `line-clamp`, was taken out of
 * the CSS (src/blog/BlogCard.css) rather than listed without a report to point to.
 */
export const CHECKER_LAGS: { message: RegExp; report: `https://github.com/validator/${string}` }[] = [];

export interface CheckerMessage {
  /** The address the page was fetched from. */
  url: string;
  type: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const run = promisify(execFile);

/** Every error vnu reports for the pages (address and HTML as sent), except the listed lags. Throws when Java is missing. */
export async function checkHtml(pages: { address: string; html: string }[]): Promise<{ version: string; messages: CheckerMessage[] }> {
  const { dir, version } = await installEngine('vnu', 'vnu-jar', CHECKERS);
  const jar = path.join(dir, 'node_modules/vnu-jar/build/dist/vnu.jar');
  const folder = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const files = pages.map(({ html }, i) => {
    const file = path.join(folder, `page-${i}.html`);
    writeFileSync(file, html);
    return file;
  });
  const addressOf = new Map(files.map((f, i) => [`file:${f}`, pages[i]!.address]));
  let stderr: string;
  try {
    // --exit-zero-always: the messages are read below, so a page with errors is told apart from a Java that did not start.
    ({ stderr } = await run('java', ['-Xss2m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error('The Nu HTML Checker needs Java: install Debian\'s default-jre-headless (.ci/run does).');
    throw new Error(`The Nu HTML Checker did not run: ${e.stderr ?? e.message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] };
  // Errors only (warnings and notes are advice); a page the checker could not read is an error too.
  const kept = messages.filter((m) => m.type !== 'info' && !CHECKER_LAGS.some((lag) => lag.message.test(m.message)));
  return { version, messages: kept.map((m) => ({ ...m, url: addressOf.get(m.url) ?? m.url })) };
}

/** A checker message as a failure line: the page, the engine, and the checker's own words. */
export const describeMessage = (engine: string, m: CheckerMessage) =>
  `${m.url} on ${engine}, line ${m.lastLine ?? "?"}: ${m.type}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`;
