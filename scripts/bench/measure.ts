import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Measured {
  ms: number;
  /** Largest resident memory of the whole process tree at one moment (npm, tsx, node, esbuild…), in MB; NaN where /proc is missing. */
  peakMb: number;
  output: string;
  status: number | null;
}

/** Resident memory (kB) and parent of every process, from /proc (Linux). */
function processTable(): Map<number, { ppid: number; rssKb: number }> {
  const table = new Map<number, { ppid: number; rssKb: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      table.set(Number(name), { ppid, rssKb });
    } catch {
      // The process ended while being read.
    }
  }
  return table;
}

function treeRssKb(root: number): number {
  const table = processTable();
  let total = 0;
  const visit = (pid: number) => {
    total += table.get(pid)?.rssKb ?? 0;
    for (const [child, info] of table) if (info.ppid === pid) visit(child);
  };
  visit(root);
  return total;
}

/** Runs a command to its end, timing it and sampling the memory of its process tree every 20 ms. */
export function measure(cmd: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Measured> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const hasProc = process.platform === 'linux';
    let peakKb = 0;
    const sample = () => {
      if (hasProc && child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
    };
    const timer = setInterval(sample, 20);
    child.on('close', (status) => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, peakMb: hasProc ? peakKb / 1024 : Number.NaN, output, status });
    });
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
