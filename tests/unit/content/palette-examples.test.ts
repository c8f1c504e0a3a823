import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadContent } from '../../../scripts/content/load.ts';
import { CONTENT_ROOT } from '../../support/content.ts';

// The Studio's "Add a section" starts every new section with its schema's first example: added to a
// real page of this site, it must raise no mistake and no warning (a figure that a claim holds, a
// link to a page that is not there), or an editor meets a problem they did not make.
const SCHEMAS = path.resolve(import.meta.dirname, '../../../schemas');
const types = readdirSync(path.join(SCHEMAS, 'blocks'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''));
const example = (type: string) => (JSON.parse(readFileSync(path.join(SCHEMAS, 'blocks', `${type}.schema.json`), 'utf8')) as { examples: unknown[] }).examples[0];
const fileOf = (type: string) => `content/pages/palette-check-${type}.yaml`;

const overrides = new Map(
  types.map((type) => [fileOf(type), stringify({ seo: { title: `Palette check ${type}`, description: `The ${type} example on a page of its own.` }, blocks: [example(type)] })]),
);
const content = loadContent(CONTENT_ROOT, SCHEMAS, { overrides });

describe('every kind of section starts with an example that needs no fixing', () => {
  it.each(types)('%s', (type) => {
    expect(content.problems.filter((p) => p.file === fileOf(type)).map((p) => `${p.severity ?? 'error'}: ${p.message}`)).toEqual([]);
  });
});
