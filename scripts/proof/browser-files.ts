import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Browser test files that test the site under test (DIST_DIR). Files that build or serve a site of
 * their own are left out: fixture sites, the dev server and the Studio each run on a copy of this
 * project (copyProject or startDevServer from tests/support/project-copy.ts, called directly or through
 * a helper such as tests/support/studio.ts), so the rewritten copy never reaches them and the main
 * browser run has already run them on the same content.
 */
export const browserFiles = (root: string): string[] =>
  readdirSync(path.join(root, 'tests/browser'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/browser/${name}`)
    .filter((file) => !makesOwnSite(root, file));

const OWN_SITE = /import \{[^}]*\b(copyProject|startDevServer)\b[^}]*\} from '[^']*project-copy\.ts'/;

/** Whether a module, or a local module it imports (followed through relative imports), makes a copy of the project. */
export function makesOwnSite(root: string, file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(path.join(root, file), 'utf8');
  if (OWN_SITE.test(source)) return true;
  const local = [...source.matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)].flatMap(([, rel]) => (rel ? [path.posix.join(path.posix.dirname(file), rel)] : []));
  return local.some((dep) => existsSync(path.join(root, dep)) && makesOwnSite(root, dep, seen));
}
