import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export const WEBHOOK_VAR = 'VITE_BOOKING_WEBHOOK_URL';
export const ALLOW_VAR = 'ALLOW_MISSING_BOOKING_WEBHOOK';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The variables of the project's .env files for a mode, in Vite's order (later files win). */
export function readEnvFiles(root: string, mode = 'production'): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]) {
    const file = path.join(root, name);
    if (existsSync(file)) Object.assign(vars, parseEnv(readFileSync(file, 'utf8')));
  }
  return vars;
}

/** What is wrong with the booking settings of a build, in plain words; null when nothing is. */
export function bookingEnvProblem(vars: Record<string, string | undefined>): string | null {
  const url = vars[WEBHOOK_VAR]?.trim();
  if (url) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      // Not a URL at all: reported below like any other unusable address.
    }
    if (protocol === 'https:' || protocol === 'http:') return null;
    return `${WEBHOOK_VAR} is "${url}", which is not a web address. Set it to the full https:// address of your booking webhook.`;
  }
  if (vars[ALLOW_VAR] === 'true') return null;
  return (
    `${WEBHOOK_VAR} is not set, so the booking form would have nowhere to send requests.\n` +
    '  Set it to your automation webhook address (in the hosting settings, or in .env.production), for example:\n' +
    `    ${WEBHOOK_VAR}=https://hooks.example.com/strategy-call npm run build\n` +
    `  or, for a build that must not take real bookings (tests, design previews), set ${ALLOW_VAR}=true:\n` +
    '  its booking form then shows its error message on submit and logs why in the browser console.'
  );
}

/**
 * A production build must know where bookings go, or the live site would post into nothing.
 * Reads the variables the way Vite will: the environment first, then the .env files.
 */
export function checkBuildEnv(env: Record<string, string | undefined>, root = ROOT, mode = 'production'): string | null {
  return bookingEnvProblem({ ...readEnvFiles(root, mode), ...env });
}
