import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { refuseType, scaffoldFiles, schemaFor } from '../blocks/scaffold.ts';
import { blockTypeName } from '../content/block-files.ts';
import { generateFromSchemas } from '../content/gen-types.ts';

// `npm run new:block -- pull-quote`: the schema, the component folder, the registry line and the
// regenerated types of a new block type, so that validate, tsc and the tests pass at once.
const root = path.resolve(import.meta.dirname, '../..');
const type = process.argv.slice(2).find((a) => !a.startsWith('-'));

const refusal = refuseType(root, type);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const files = scaffoldFiles(root, type!);
const before = new Map<string, string | null>();
const write = (rel: string, text: string) => {
  const file = path.join(root, rel);
  if (!before.has(rel)) before.set(rel, existsSync(file) ? readFileSync(file, 'utf8') : null);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

try {
  for (const [rel, text] of Object.entries(files)) write(rel, text);
  for (const [rel, text] of Object.entries(await generateFromSchemas(path.join(root, 'schemas')))) write(rel, text);
} catch (err) {
  // Half a block fails tsc in ways that are hard to read: put every file back as it was.
  for (const [rel, text] of before) (text === null ? rmSync(path.join(root, rel), { force: true }) : writeFileSync(path.join(root, rel), text));
  console.error(`The block was not created: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const [example] = schemaFor(type!).examples as unknown[];
const created = [...before.keys()].map((rel) => `  ${before.get(rel) === null ? 'created ' : 'updated '} ${rel}`);
console.log(`New block type "${type}" (its props are ${blockTypeName(type!)} in src/generated/content.ts):
${created.join('\n')}

Use it in a page now (content/pages/<page>.yaml, under blocks:):
${stringify([example]).replace(/^/gm, '  ').trimEnd()}

Then make it yours: change the fields in the schema (a title and a description on each, and the
example), run \`npm run gen:types\`, and shape the component and its styles. \`npm test\` checks the rest.`);
