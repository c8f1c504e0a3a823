import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServeProcess { child: ChildProcess; output: () => string; inviteLink: string; origin: string; rssMb(): number; stop(): Promise<void> }

/** `npm run studio:serve` as a process of its own (node with tsx and its flags, as the script and the systemd unit run it), until it prints its invite link. */
export async function startServe(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=1', 'scripts/cli/run.mjs', 'src/studio/online/server/serve.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const link = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`studio:serve printed no invite link in 120 s:\n${out}`)), 120_000);
    const look = () => {
      const found = /(https?:\/\/\S+\/__studio\/signin#invite=\S+)/.exec(out)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', look);
    child.on('exit', (code) => reject(new Error(`studio:serve stopped (${code}):\n${out}`)));
  });
  return {
    child,
    output: () => out,
    inviteLink: link,
    origin: new URL(link).origin,
    rssMb: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
