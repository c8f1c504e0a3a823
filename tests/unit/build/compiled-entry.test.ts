import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it, vi } from 'vitest';
import { compiledEntry, keptEntry } from '../../../scripts/build/compiled.mjs';

// A project of two files, with npm's record of the installed packages (it stands for node_modules).
const root = mkdtempSync(path.join(tmpdir(), 'compiled-'));
mkdirSync(path.join(root, 'node_modules'));
writeFileSync(path.join(root, 'node_modules/.package-lock.json'), '{}');
writeFileSync(path.join(root, 'main.ts'), "import { word } from './word.ts';\nconsole.log(word);\n");
writeFileSync(path.join(root, 'word.ts'), "export const word: string = 'one';\n");
afterAll(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

const keptFile = (out: string) => out.replace(/\.mjs$/, '.json');

it('keeps a bundle while its files keep their stamps, and bundles again when one changes', async () => {
  const out = await compiledEntry(root, 'main.ts');
  expect(readFileSync(out, 'utf8')).toContain('"one"');
  // Files are stamped two seconds after their last change (as file-stamp.ts does): the clock is moved on.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 5000);
  // Found by the bytes' hash, and the stamps kept with it from now on.
  expect(keptEntry(root, 'main.ts')).toBe(out);
  const kept = JSON.parse(readFileSync(keptFile(out), 'utf8')) as { stamps?: string; hash: string };
  expect(kept.stamps).toBeTypeOf('string');
  // With the stamps the same, the bytes are not read: a hash that no bytes make still finds the bundle.
  writeFileSync(keptFile(out), JSON.stringify({ ...kept, hash: 'not read' }));
  expect(keptEntry(root, 'main.ts')).toBe(out);
  // The same size, other bytes: the stamp differs, and the bundle is made again.
  writeFileSync(path.join(root, 'word.ts'), "export const word: string = 'two';\n");
  vi.setSystemTime(Date.now() + 5000);
  expect(keptEntry(root, 'main.ts')).toBeUndefined();
  expect(readFileSync(await compiledEntry(root, 'main.ts'), 'utf8')).toContain('"two"');
}, 60_000);

it('stops the bundler when its process ends while an entry is being made, so nothing holds that process’s output', async () => {
  writeFileSync(path.join(root, 'late.ts'), "export const late: string = 'late';\n");
  const compiled = path.resolve(import.meta.dirname, '../../../scripts/build/compiled.mjs');
  // The process asks for a bundle and ends before it is made (a build that needed none of it).
  const code = `import { compiledEntry } from ${JSON.stringify(pathToFileURL(compiled).href)}; compiledEntry(${JSON.stringify(root)}, 'late.ts'); setTimeout(() => process.exit(0), 5);`;
  const started = performance.now();
  const times = await new Promise<{ exit: number; close: number }>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let exit = 0;
    child.stdout.resume();
    child.stderr.resume();
    child.on('exit', () => (exit = performance.now() - started));
    child.on('close', () => resolve({ exit, close: performance.now() - started }));
  });
  // esbuild's own process, left running, noticed its parent gone only at its next check, about a second later.
  expect(times.close - times.exit).toBeLessThan(400);
}, 30_000);
