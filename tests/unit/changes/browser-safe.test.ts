import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// The Studio bundles the engine for the browser: nothing it imports, however deep, may need Node.
const ENGINE = path.resolve(import.meta.dirname, '../../../scripts/content/changes/index.ts');
const NODE_ONLY = /^(node:|fs$|path$|child_process$|os$|url$|crypto$)/;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // Type-only imports vanish when bundled.
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

it('the changes engine and everything it imports run in the browser', () => {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file)) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(ENGINE);
  expect([...packages].filter((p) => NODE_ONLY.test(p))).toEqual([]);
  expect(seen.size).toBeGreaterThan(10);
});
