import { execFile } from 'node:child_process';

export interface GitOptions {
  input?: string;
  okCodes?: number[];
  /** Extra environment (a throwaway index). */
  env?: Record<string, string>;
  /** Stop git after this long (a push to a host that does not answer). */
  timeoutMs?: number;
}

/** Runs git in the project; resolves with stdout, rejects with git's own message. Never asks for a password. */
export function git(root: string, args: string[], options: GitOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_SSH_COMMAND: process.env.GIT_SSH_COMMAND ?? 'ssh -o BatchMode=yes', ...options.env };
    const child = execFile('git', args, { cwd: root, maxBuffer: 32 * 1024 * 1024, env, timeout: options.timeoutMs ?? 0 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : -1) : 0;
      if (!err || options.okCodes?.includes(code)) resolve(stdout);
      else reject(new Error(stderr.trim() || err.message));
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** Whether the project is a git checkout (and git is installed). */
export async function isGitCheckout(root: string): Promise<boolean> {
  try {
    return (await git(root, ['rev-parse', '--is-inside-work-tree'])).trim() === 'true';
  } catch {
    return false;
  }
}
