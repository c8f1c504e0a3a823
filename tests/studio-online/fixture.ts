import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A small real git repository with this site's content and schemas: the online server's remote in tests. */
export function siteRemote(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-remote-'));
  for (const part of ['content', 'schemas']) cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Site', '-c', 'user.email=site@localhost', 'commit', '-q', '-m', 'The site');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Answer { status: number; headers: Record<string, string | string[] | undefined>; text: string; json: any }

/** One HTTP request with every header under the test's control (fetch would not send Host or omit Origin). */
export function send(port: number, method: string, pathname: string, options: { headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: pathname, headers: { host: `localhost:${port}`, ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
