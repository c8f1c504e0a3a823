import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { checkBuildEnv, isLoopbackHost, WEBHOOK_VAR } from '../build/env-check.ts';

/** Where the form posts during `npm start` when no webhook is configured (same origin, so no CORS). */
export const RECEIVER_PATH = '/__bookings';
/** Where the local receiver keeps bookings: never served, never committed. */
export const DATA_DIR = '.data';
export const MAX_BODY = 64 * 1024;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * True when a request comes from a page of this very server: its Host is a loopback name with the
 * port the request arrived on (no DNS rebinding), and its Origin is that same address.
 */
export function fromOwnPage(req: IncomingMessage): boolean {
  const port = req.socket.localPort;
  const host = req.headers.host ?? '';
  const [name, hostPort] = [host.replace(/:\d+$/, ''), /:(\d+)$/.exec(host)?.[1]];
  if (!isLoopbackHost(name) || Number(hostPort) !== port) return false;
  return req.headers.origin === `http://${host}`;
}

/**
 * A stand-in for the booking webhook: appends each booking as one JSON line to `file` and prints
 * it, answering 200 like a webhook would. Only ever mounted on the development server, and only
 * for JSON posted by the site's own pages; past MAX_BODY it stops reading and closes the connection.
 */
export function receiveBooking(file: string, print: (line: string) => void = console.log) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const reply = (status: number, body: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(body);
    };
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return reply(405, '{"error":"POST a booking as JSON"}');
    }
    if (!fromOwnPage(req)) return reply(403, '{"error":"bookings are taken from this site\'s own pages only"}');
    if (!JSON_TYPE.test(req.headers['content-type'] ?? '')) return reply(415, '{"error":"send the booking as application/json"}');
    const tooLarge = () => {
      req.pause();
      res.setHeader('Connection', 'close');
      res.on('finish', () => req.socket.destroySoon?.() ?? req.socket.end());
      reply(413, '{"error":"booking too large"}');
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) return void chunks.push(chunk);
      req.off('data', onData);
      req.off('end', onEnd);
      tooLarge();
    };
    const onEnd = () => {
      let booking: unknown;
      try {
        booking = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(400, '{"error":"expected a JSON booking"}');
      }
      if (!booking || typeof booking !== 'object' || Array.isArray(booking)) return reply(400, '{"error":"expected a JSON object"}');
      mkdirSync(path.dirname(file), { recursive: true });
      appendFileSync(file, JSON.stringify(booking) + '\n');
      print(`\n  New strategy-call booking, saved to ${path.relative(process.cwd(), file)}:\n${JSON.stringify(booking, null, 2)}\n`);
      reply(200, '{"ok":true}');
    };
    req.on('data', onData);
    req.on('end', onEnd);
  };
}

/** Answers 404 for anything inside .data/ however the address is spelled (%2e, /@fs/, ?raw). */
export function hideDataDir(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  let decoded = req.url ?? '';
  try {
    decoded = decodeURIComponent(decoded.split('?')[0]!);
  } catch {
    // A malformed address is left to the server, which refuses it.
  }
  if (decoded.split(/[/\\]/).includes(DATA_DIR)) {
    res.statusCode = 404;
    return void res.end();
  }
  next();
}

/**
 * Bookings on a fresh machine: without VITE_BOOKING_WEBHOOK_URL, `npm start` points the form at a
 * local receiver that keeps bookings in .data/bookings.jsonl (git-ignored). Builds still insist on
 * a real address (see scripts/build/env-check.ts), also when Vite is run directly.
 */
export function bookingReceiver(root: string): Plugin {
  let local = false;
  return {
    name: 'booking-receiver',
    config(_config, { command, mode }) {
      if (command === 'build') {
        const problem = checkBuildEnv(process.env, root, mode);
        if (problem) throw new Error(problem);
        return;
      }
      local = !loadEnv(mode, root, 'VITE_')[WEBHOOK_VAR];
      return local ? { define: { [`import.meta.env.${WEBHOOK_VAR}`]: JSON.stringify(RECEIVER_PATH) } } : undefined;
    },
    configResolved(config) {
      if (config.command === 'build' && !config.build.ssr && !config.env[WEBHOOK_VAR]) {
        config.logger.warn(`No ${WEBHOOK_VAR}: this build's booking form cannot send bookings (it shows its error message).`);
      }
    },
    configureServer(server) {
      server.middlewares.use(hideDataDir);
      if (!local) return;
      const file = path.join(root, DATA_DIR, 'bookings.jsonl');
      server.middlewares.use(RECEIVER_PATH, receiveBooking(file, (line) => server.config.logger.info(line)));
      server.httpServer?.once('listening', () => {
        server.config.logger.info(`  Bookings: ${WEBHOOK_VAR} is not set, so the form posts to ${RECEIVER_PATH} and bookings go to .data/bookings.jsonl`);
      });
    },
  };
}
