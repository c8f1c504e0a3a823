import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateFromSchemas } from '../content/gen-types.ts';

// `--check` fails when the committed generated files differ from what the schemas produce.
const root = path.resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const files = await generateFromSchemas(path.join(root, 'schemas'));
const stale: string[] = [];
for (const [rel, text] of Object.entries(files)) {
  const file = path.join(root, rel);
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (current === text) continue;
  if (check) stale.push(rel);
  else {
    writeFileSync(file, text);
    console.log(`wrote ${rel}`);
  }
}
if (stale.length) {
  console.error(`Generated files are out of date with the schemas: ${stale.join(', ')}.\nRun \`npm run gen:types\` and commit the result.`);
  process.exit(1);
}
if (check) console.log('Generated types are up to date with the schemas.');
