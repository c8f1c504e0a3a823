import { spawn, type ChildProcess } from 'node:child_process';

export { freePort, freePorts } from '../../support/free-port.ts';

/** A server the test started: its address and how to stop it. */
export interface Served {
  baseURL: string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  baseURL: string;
  /** How long the engine may take to answer its first request. */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the engine and everything it started (its own process group), by id. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  if (await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])) return;
  signal('SIGKILL');
  await Promise.race([exited, sleep(2000)]);
}

/** Starts an engine in a process group of its own and waits until it answers at baseURL. */
export async function startEngine(options: StartOptions): Promise<Served> {
  const child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = () => stopGroup(child);
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.name} stopped before it served the site (exit ${child.exitCode ?? child.signalCode}). It said:\n${output}`);
    }
    try {
      await fetch(options.baseURL, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      return { baseURL: options.baseURL, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${options.name} did not answer at ${options.baseURL} within ${(options.timeoutMs ?? 120_000) / 1000} s. It said:\n${output}`);
      }
      await sleep(250);
    }
  }
}
