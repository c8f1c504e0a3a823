import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { StudioError } from './http.ts';

export const TOKEN_HEADER = 'x-studio-token';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The Host values the dev server answers to as itself (never a name another site controls). */
export const ownHosts = (port: number): string[] => [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];

export interface GuardOptions {
  /** The dev server's port, once it listens. */
  port: () => number | undefined;
  token: string;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may talk to the Studio: a process on this machine (loopback), through the dev server's own
 * address (a Host such as attacker.example resolving to 127.0.0.1 is DNS rebinding), from the
 * Studio's own pages (Origin and Sec-Fetch-Site, when the browser sends them). Throws 403.
 */
export function checkCaller(req: IncomingMessage, options: GuardOptions): void {
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) {
    throw new StudioError(403, 'The Studio only answers requests from this computer.');
  }
  const port = options.port();
  const hosts = port === undefined ? [] : ownHosts(port);
  const host = (req.headers.host ?? '').toLowerCase();
  if (!hosts.includes(host)) {
    throw new StudioError(403, `The Studio only answers at its own address (http://127.0.0.1:${port ?? '<port>'}), not at ${host || 'an unnamed host'}.`);
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts.some((h) => origin.toLowerCase() === `http://${h}`)) {
    throw new StudioError(403, `Requests from other sites (${origin}) are refused: only the Studio page itself may use the Studio.`);
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new StudioError(403, 'Requests from other sites are refused: only the Studio page itself may use the Studio.');
  }
}

/** API calls also need the per-run token that only the Studio page was given. */
export function checkToken(req: IncomingMessage, token: string): void {
  const given = req.headers[TOKEN_HEADER];
  if (typeof given !== 'string' || !sameToken(given, token)) {
    throw new StudioError(403, 'This request lacks the Studio token. Reload the Studio page (the token changes each time npm start runs).');
  }
}

// What an HTML form on another site can send without the browser asking first.
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** POST bodies: JSON for the API, raw bytes for uploads; never what a cross-site form can send. */
export function checkContentType(req: IncomingMessage, expected: 'json' | 'bytes'): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (FORM_TYPES.includes(type)) {
    throw new StudioError(403, `Form submissions (${type}) are refused: the Studio sends JSON.`);
  }
  if (expected === 'json' && type !== 'application/json') {
    throw new StudioError(415, 'Send the request as JSON (Content-Type: application/json).');
  }
}
