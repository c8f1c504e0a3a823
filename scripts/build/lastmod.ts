import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * The date a content file last changed: its last commit, or its modification time when the
 * file has uncommitted changes or the project is not a git checkout.
 */
export function lastModified(root: string, file: string): string {
  try {
    const dirty = execFileSync('git', ['status', '--porcelain', '--', file], { cwd: root, encoding: 'utf8' }).trim();
    if (!dirty) {
      const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], { cwd: root, encoding: 'utf8' }).trim();
      if (date) return date;
    }
  } catch {
    // Not a git checkout: fall through to the file's own time.
  }
  return statSync(path.join(root, file)).mtime.toISOString().slice(0, 10);
}
