import { describe, expect, it } from 'vitest';
import { measure } from './measure.ts';

// A command that holds about 64 MB for a moment, and spends some CPU.
const HOLD = 'const b = Buffer.alloc(64 * 1024 * 1024, 1); let s = 0; for (let i = 0; i < 3e7; i++) s += i % 3; setTimeout(() => console.log(b.length, s > 0), 100)';

describe('the bench timing a command', () => {
  it('gives its time, CPU and output, and its memory from samples of its process tree', async () => {
    const run = await measure(process.execPath, ['-e', HOLD], { cwd: process.cwd() });
    expect(run.status).toBe(0);
    expect(run.output).toContain(`${64 * 1024 * 1024} true`);
    expect(run.cpuMs).toBeGreaterThan(0);
    expect(run.ms).toBeGreaterThan(100);
    expect(run.peakMb).toBeGreaterThan(60);
  });

  it('times a command alone when its memory is not asked for', async () => {
    const run = await measure(process.execPath, ['-e', HOLD], { cwd: process.cwd(), memory: false });
    expect(run.status).toBe(0);
    expect(run.cpuMs).toBeGreaterThan(0);
    expect(run.peakMb).toBeNaN();
  });
});
