import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** A booking as the webhook received it, and from which page's origin. */
export interface Booking {
  origin: string;
  body: Record<string, string>;
}

/**
 * The booking webhook the test build posts to (VITE_BOOKING_WEBHOOK_URL, on BOOKING_TEST_PORT):
 * a real HTTP server answering the browser's CORS preflight, as a live webhook must.
 */
export async function startReceiver(port: number, path = '/booking-webhook') {
  const received: Booking[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url !== path || req.method !== 'POST') return void res.writeHead(404).end();
      received.push({ origin: String(req.headers.origin ?? ''), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string> });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`The booking receiver's port ${port} is taken: set BOOKING_TEST_PORT to a free port (and build with it).`) : error),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    received,
    stop: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
