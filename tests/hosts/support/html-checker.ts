import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHECKERS, installEngine } from './install.ts';

/**
 * The Nu HTML Checker (the vnu-jar npm package, run with Java), checking the pages an engine serves.
 * One Java process checks every address (starting Java costs seconds, checking a page milliseconds).
 */

/**
 * Messages the checker gets wrong, each with the checker's own bug report (an https://github.com/validator/
 * address). Nothing else is ignored. Empty: the one lag met so far, unprefixed `line-clamp`, was taken out of
 * the CSS (src/blog/BlogCard.css) rather than listed without a report to point to.
 */
export const CHECKER_LAGS: { message: RegExp; report: `https://github.com/validator/${string}` }[] = [];

export interface CheckerMessage {
  url: string;
  type: string;
  message: string;
  line?: number;
  extract?: string;
}

const run = promisify(execFile);

/** Every error vnu reports for the addresses, except the listed lags. Throws when Java is missing. */
export async function checkHtml(urls: string[]): Promise<{ version: string; messages: CheckerMessage[] }> {
  const { dir, version } = await installEngine('vnu', 'vnu-jar', CHECKERS);
  const jar = path.join(dir, 'node_modules/vnu-jar/build/dist/vnu.jar');
  let stderr: string;
  try {
    // --exit-zero-always: the messages are read below, so a page with errors is told apart from a Java that did not start.
    ({ stderr } = await run('java', ['-Xss2m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...urls], { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error('The Nu HTML Checker needs Java: install Debian\'s default-jre-headless (.ci/run does).');
    throw new Error(`The Nu HTML Checker did not run: ${e.stderr ?? e.message}`);
  }
  const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] };
  // Errors only (warnings and notes are advice); a page the checker could not read is an error too.
  const kept = messages.filter((m) => m.type !== 'info' && !CHECKER_LAGS.some((lag) => lag.message.test(m.message)));
  return { version, messages: kept };
}

/** A checker message as a failure line: the page, the engine, and the checker's own words. */
export const describeMessage = (engine: string, base: string, m: CheckerMessage) =>
  `${m.url.replace(base, '')} on ${engine}, line ${m.line ?? '?'}: ${m.type}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`;
