import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProject, startDevServer, type DevServer, type ProjectCopy } from '../../tests/support/project-copy.ts';
import { RECEIVER_PATH } from './booking-receiver.ts';

// `npm start` on a copy: the bookings the local receiver keeps are never served back.
let copy: ProjectCopy;
let dev: DevServer;
beforeAll(async () => {
  copy = copyProject({ prefix: 'dev-data-' });
  mkdirSync(copy.file('.data'), { recursive: true });
  writeFileSync(copy.file('.data/bookings.jsonl'), '{"email":"someone@private.example"}\n');
  dev = await startDevServer(copy.dir);
}, 60_000);
afterAll(async () => {
  await dev?.close();
  copy?.remove();
});

it.each(['/.data/bookings.jsonl', '/%2edata/bookings.jsonl', '/.data/bookings.jsonl?raw', '/.data/bookings.jsonl?import', '/./.data/bookings.jsonl'])(
  'does not serve %s',
  async (address) => {
    const res = await fetch(dev.url + address);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('private.example');
  },
);

it('does not serve .data/ by its absolute file path either', async () => {
  const res = await fetch(`${dev.url}/@fs${copy.file('.data/bookings.jsonl')}`);
  expect(await res.text()).not.toContain('private.example');
});

it('takes a booking posted by its own page', async () => {
  const res = await fetch(dev.url + RECEIVER_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: dev.url }, body: '{"name":"Asha"}' });
  expect(res.status).toBe(200);
  expect(readFileSync(copy.file('.data/bookings.jsonl'), 'utf8')).toContain('"name":"Asha"');
});
