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

export const SUPABASE_URL_VAR = 'VITE_SUPABASE_URL';

/** Loopback hosts: plain http:// is fine there (tests and local receivers), never anywhere else. */
export const isLoopbackHost = (host: string): boolean => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(host);

/**
 * What is wrong with an address a live page would call, in plain words; null when it is an
 * https:// address (or http:// on this machine, for tests).
 */
export function secureUrlProblem(name: string, url: string, what: string): string | null {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL at all: reported below like any other unusable address.
  }
  if (parsed?.protocol === 'https:' || (parsed?.protocol === 'http:' && isLoopbackHost(parsed.hostname))) return null;
  if (parsed?.protocol === 'http:') {
    return (
      `${name} is "${url}", which starts with http://. The live site is served over https://, and browsers refuse ` +
      `http:// calls from it (what visitors send would also travel unencrypted). Use the https:// address of ${what}; ` +
      'http:// is accepted only for localhost and 127.0.0.1, for tests.'
    );
  }
  return `${name} is "${url}", which is not a web address. Set it to the full https:// address of ${what}.`;
}

/** What is wrong with the booking settings of a build, in plain words; null when nothing is. */
export function bookingEnvProblem(vars: Record<string, string | undefined>): string | null {
  const url = vars[WEBHOOK_VAR]?.trim();
  if (url) return secureUrlProblem(WEBHOOK_VAR, url, 'your booking webhook');
  if (vars[ALLOW_VAR] === 'true') return null;
  return (
    `${WEBHOOK_VAR} is not set, so the booking form would have nowhere to send requests.\n` +
    '  Set it to your automation webhook address (in the hosting settings, or in .env.production), for example:\n' +
    `    ${WEBHOOK_VAR}=https://hooks.example.com/strategy-call npm run build\n` +
    `  or, for a build that must not take real bookings (tests, design previews), set ${ALLOW_VAR}=true:\n` +
    '  its booking form then shows its error message on submit and logs why in the browser console.'
  );
}

/** Every problem with the addresses a build bakes into the pages (webhook, Supabase), one per line; null when none. */
export function buildEnvProblem(vars: Record<string, string | undefined>): string | null {
  const supabase = vars[SUPABASE_URL_VAR]?.trim();
  const problems = [bookingEnvProblem(vars), supabase ? secureUrlProblem(SUPABASE_URL_VAR, supabase, 'your Supabase project') : null];
  return problems.filter(Boolean).join('\n') || null;
}

/**
 * A production build must know where bookings go, or the live site would post into nothing, and
 * every address it bakes in must be https:// (localhost excepted, for tests).
 * Reads the variables the way Vite will: the environment first, then the .env files.
 */
export function checkBuildEnv(env: Record<string, string | undefined>, root = ROOT, mode = 'production'): string | null {
  return buildEnvProblem({ ...readEnvFiles(root, mode), ...env });
}
