import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY, receiveBooking } from './booking-receiver.ts';

let dir: string;
let server: Server;
let port: number;
const printed: string[] = [];
const saved = () => {
  const file = path.join(dir, '.data/bookings.jsonl');
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as unknown) : [];
};

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bookings-'));
  printed.length = 0;
  server = createServer(receiveBooking(path.join(dir, '.data/bookings.jsonl'), (line) => printed.push(line)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A request with exactly these headers (fetch would add or refuse some). */
function send(body: string, headers: Record<string, string> = {}, method = 'POST'): Promise<number> {
  return new Promise((resolve, reject) => {
    const own = { Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}`, 'Content-Type': 'application/json' };
    const req = request({ host: '127.0.0.1', port, method, path: '/', headers: { ...own, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('local booking receiver', () => {
  it('appends each booking from the site’s own page as one JSON line and prints it', async () => {
    const first = { name: 'Asha', form_type: 'strategy_call' };
    expect(await send(JSON.stringify(first))).toBe(200);
    expect(await send(JSON.stringify({ name: 'Ravi' }), { Host: `localhost:${port}`, Origin: `http://localhost:${port}`, 'Content-Type': 'application/json; charset=utf-8' })).toBe(200);
    expect(saved()).toEqual([first, { name: 'Ravi' }]);
    expect(printed.join('\n')).toContain('"name": "Asha"');
  });

  it('turns away anything that is not a JSON object', async () => {
    expect(await send('not json')).toBe(400);
    expect(await send('[1,2]')).toBe(400);
    expect(await send('', {}, 'GET')).toBe(405);
    expect(printed).toEqual([]);
  });

  it('takes only application/json, so a cross-site form or text/plain post cannot reach it', async () => {
    expect(await send('{"name":"x"}', { 'Content-Type': 'text/plain' })).toBe(415);
    expect(await send('name=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).toBe(415);
    expect(saved()).toEqual([]);
  });

  it('takes bookings only from pages of this server: other origins, no origin and foreign host names are refused', async () => {
    expect(await send('{"a":1}', { Origin: 'https://evil.example' })).toBe(403);
    expect(await send('{"a":1}', { Origin: `http://127.0.0.1:${port + 1}` })).toBe(403);
    expect(await send('{"a":1}', { Origin: '' })).toBe(403);
    // DNS rebinding: a foreign name pointed at this machine.
    expect(await send('{"a":1}', { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` })).toBe(403);
    expect(saved()).toEqual([]);
  });

  it('stops reading and closes the connection past its size limit', async () => {
    // A body that never ends: a receiver that kept reading would never answer.
    const LIMIT = 64 * 1024 * 1024;
    const result = await new Promise<{ response: string; sent: number; closed: boolean }>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let response = '';
      let sent = 0;
      let closed = false;
      const chunk = 'x'.repeat(16 * 1024);
      socket.on('connect', () => {
        socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
        const pump = () => {
          while (!closed && sent < LIMIT) {
            sent += chunk.length;
            if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return void socket.once('drain', pump);
          }
        };
        pump();
      });
      socket.on('data', (d) => (response += d.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        closed = true;
        resolve({ response, sent, closed });
      });
    });
    expect(result.response).toMatch(/^HTTP\/1\.1 413/);
    expect(result.response).toMatch(/connection: close/i);
    expect(result.sent).toBeLessThan(LIMIT);
    expect(printed).toEqual([]);
    expect(await send('x'.repeat(MAX_BODY + 1))).toBe(413);
  });
});
