import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The variables starting with `prefix` that a production build sees, found where Vite looks:
 * .env, .env.local, .env.production, .env.production.local (later files win), the environment
 * over all of them. Read here so the prerender does not have to load Vite for two settings.
 */
export function productionEnv(root: string, prefix: string, env: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'].map((f) => path.join(root, f)).filter((f) => existsSync(f));
  const all: Record<string, string | undefined> = Object.assign({}, ...files.map((f) => parseEnv(readFileSync(f, 'utf8'))), env);
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(prefix)));
}
