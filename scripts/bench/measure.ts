import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

export interface Measured {
  ms: number;
  /** CPU time (user + system) of the command and every process it waited for, in ms (bash's `times`). */
  cpuMs: number;
  /** Largest resident memory of the whole process tree at one moment (npm, tsx, node, esbuild…), in MB; NaN where /proc is missing. */
  peakMb: number;
  /** Largest resident memory any one process of the tree reached, in MB, and which process it was. */
  peakProcess: { mb: number; name: string };
  output: string;
  status: number | null;
}

interface ProcessInfo {
  ppid: number;
  rssKb: number;
  /** VmHWM: the most this process has held so far (the kernel keeps it, so short spikes are not missed). */
  hwmKb: number;
}

/** Resident memory (kB), peak and parent of every process, from /proc (Linux). */
function processTable(): Map<number, ProcessInfo> {
  const table = new Map<number, ProcessInfo>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const field = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
      table.set(Number(name), { ppid: field('PPid'), rssKb: field('VmRSS'), hwmKb: field('VmHWM') });
    } catch {
      // The process ended while being read.
    }
  }
  return table;
}

function commandOf(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // `node …/tsx/dist/cli.mjs scripts/cli/build.ts` → the script; the bundler child → "bundler".
    // `node scripts/cli/run.mjs build` runs scripts/cli/build.ts bundled: named as that script.
    const run = args.findIndex((a) => a.endsWith('scripts/cli/run.mjs'));
    const script = run >= 0 && args[run + 1] ? `scripts/cli/${args[run + 1]}.ts` : args.find((a) => /scripts\/cli\/\w+\.ts$/.test(a));
    if (args.includes('-e')) return 'node (Vite bundler)';
    return script ? `node ${script.replace(/^.*scripts\//, 'scripts/')}` : (args[0] ?? String(pid)).replace(/^.*\//, '');
  } catch {
    return String(pid);
  }
}

/** The tree's processes: their total resident memory now, and each one's peak so far. */
function sampleTree(root: number): { totalKb: number; peaks: Map<number, number> } {
  const table = processTable();
  let totalKb = 0;
  const peaks = new Map<number, number>();
  const visit = (pid: number) => {
    const info = table.get(pid);
    totalKb += info?.rssKb ?? 0;
    if (info) peaks.set(pid, info.hwmKb);
    for (const [child, c] of table) if (c.ppid === pid) visit(child);
  };
  visit(root);
  return { totalKb, peaks };
}

/**
 * Runs a command to its end, timing it and sampling its process tree every 20 ms: the tree's total
 * memory, and each process's own peak (VmHWM), named by its command. `memory: false` times it alone:
 * one sample reads every process's status in /proc, 2-5 ms here, so sampling took 10-25% of a core
 * from a command that runs for a second on a 2-core machine (its memory is then NaN).
 */
export function measure(cmd: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; memory?: boolean }): Promise<Measured> {
  return new Promise((resolve) => {
    const started = performance.now();
    // bash runs the command and then says how much CPU its children took (`times`, last line), which Node cannot ask the kernel for.
    const child = spawn('bash', ['-c', '"$@"; s=$?; echo; times; exit $s', 'bash', cmd, ...args], { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const hasProc = process.platform === 'linux' && options.memory !== false;
    let peakKb = 0;
    const peaks = new Map<number, { kb: number; name: string }>();
    const sample = () => {
      if (!hasProc || !child.pid) return;
      const now = sampleTree(child.pid);
      peakKb = Math.max(peakKb, now.totalKb);
      for (const [pid, kb] of now.peaks) {
        const known = peaks.get(pid);
        if (!known) peaks.set(pid, { kb, name: commandOf(pid) });
        else known.kb = Math.max(known.kb, kb);
      }
    };
    const timer = hasProc ? setInterval(sample, 20) : undefined;
    child.on('close', (status) => {
      clearInterval(timer);
      const top = [...peaks.values()].sort((a, b) => b.kb - a.kb)[0] ?? { kb: Number.NaN, name: '?' };
      const times = /\n\d+m[\d.]+s \d+m[\d.]+s\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s\n$/.exec(output);
      const cpuMs = times ? (Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4])) * 1000 : Number.NaN;
      if (times) output = output.slice(0, times.index);
      resolve({
        ms: performance.now() - started,
        cpuMs,
        peakMb: hasProc ? peakKb / 1024 : Number.NaN,
        peakProcess: { mb: top.kb / 1024, name: top.name },
        output,
        status,
      });
    });
  });
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * Moves a copy's dist/ aside (into the copy, removed with it), so a timed build starts as from a fresh
 * checkout: no dist/, and no files removed a moment before. Removing the 20,000 files of a 10,000-page
 * build just before another made this machine's file system slow to create files for a while: the next
 * cold build's write stage took 5.9 s of CPU where it takes 1.1 s (ext4 here; the kernel's time).
 */
export function setDistAside(dir: string): void {
  const dist = path.join(dir, 'dist');
  if (existsSync(dist)) renameSync(dist, path.join(dir, `.dist-untimed-${Date.now()}-${Math.random().toString(36).slice(2)}`));
}
