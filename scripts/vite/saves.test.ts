import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { onSaves } from './saves.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saves-'));
  dirs.push(dir);
  const file = path.join(dir, 'about.yaml');
  writeFileSync(file, 'first');
  const watcher = new EventEmitter();
  const calls: string[] = [];
  onSaves(watcher, (f) => f.endsWith('.yaml'), (f) => calls.push(f), 30);
  return { file, watcher, calls };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('handles a second save whose change event the watcher swallowed', async () => {
  const { file, watcher, calls } = setup();
  watcher.emit('change', file);
  writeFileSync(file, 'second, a moment later');
  await wait(120);
  expect(calls).toEqual([file, file]);
});

it('handles a save once when nothing changes after it, and ignores files it does not take', async () => {
  const { file, watcher, calls } = setup();
  watcher.emit('change', file);
  watcher.emit('change', path.join(path.dirname(file), 'notes.txt'));
  await wait(120);
  expect(calls).toEqual([file]);
});
