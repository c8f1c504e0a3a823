import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveBooking } from './booking-receiver.ts';

let dir: string;
let server: Server;
let url: string;
const printed: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bookings-'));
  printed.length = 0;
  server = createServer(receiveBooking(path.join(dir, '.data/bookings.jsonl'), (line) => printed.push(line)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: string) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('local booking receiver', () => {
  it('appends each booking as one JSON line and prints it', async () => {
    const first = { name: 'Asha', form_type: 'strategy_call' };
    expect((await post(JSON.stringify(first))).status).toBe(200);
    expect((await post(JSON.stringify({ name: 'Ravi' }))).status).toBe(200);
    const lines = readFileSync(path.join(dir, '.data/bookings.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([first, { name: 'Ravi' }]);
    expect(printed.join('\n')).toContain('"name": "Asha"');
  });

  it('turns away anything that is not a JSON object', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
    expect((await fetch(url)).status).toBe(405);
    expect((await post('x'.repeat(70_000))).status).toBe(413);
    expect(printed).toEqual([]);
  });
});
