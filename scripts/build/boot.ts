import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify, transformWithOxc } from 'vite';
import type { Scopes } from './boot-client.ts';

const CLIENT = path.join(import.meta.dirname, 'boot-client.ts');

/**
 * The boot script of a build: boot-client.ts with its types stripped, run with the build's policy
 * scopes, minified, and named by its content (so it is cached like every other hashed asset).
 */
export async function buildBootScript(scopes: Scopes): Promise<{ file: string; code: string }> {
  // Throws on a syntax error in boot-client.ts.
  const { code: js } = await transformWithOxc(readFileSync(CLIENT, 'utf8'), CLIENT, { lang: 'ts' });
  const program = `(function(){${js.replace(/^export /gm, '')}\nboot(${JSON.stringify(scopes)});})();`;
  const { code } = await minify('boot.js', program, { compress: true, mangle: true });
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  return { file: `assets/boot-${hash}.js`, code };
}
