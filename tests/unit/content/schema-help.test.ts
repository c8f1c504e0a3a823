import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The titles and descriptions of the schemas are what editors read: beside each field in the Studio,
// in `npm run validate`'s messages and in the editor's hover. They are written for someone who has
// never seen a content file, a command or a field's key.
const SCHEMAS = path.resolve(import.meta.dirname, '../../../schemas');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function schemaFiles(dir: string, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? schemaFiles(path.join(dir, e.name), `${base}${e.name}/`) : e.name.endsWith('.schema.json') ? [`${base}${e.name}`] : [],
  );
}

/** Every title and description of a schema (examples left out), with where it is. */
function helpTexts(node: Json, at: string, out: { at: string; text: string }[] = []): { at: string; text: string }[] {
  if (Array.isArray(node)) node.forEach((n, i) => helpTexts(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' || key === 'default') continue;
      if ((key === 'title' || key === 'description') && typeof value === 'string') out.push({ at: `${at} ${key}`, text: value });
      // Under properties and definitions the keys are names, not keywords: a field may be called "title".
      else if (key === 'properties' || key === 'definitions' || key === 'patternProperties') {
        for (const [name, sub] of Object.entries(value as Record<string, Json>)) helpTexts(sub, `${at}/${name}`, out);
      } else helpTexts(value, `${at}/${key}`, out);
    }
  }
  return out;
}

/** Every field key the schemas define: none of them may appear in help written for people. */
function fieldKeys(node: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => fieldKeys(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) out.add(name);
      fieldKeys(value, out);
    }
  }
  return out;
}

const files = schemaFiles(SCHEMAS).filter((f) => f !== 'block.schema.json');
const schemas = new Map(files.map((f) => [f, JSON.parse(readFileSync(path.join(SCHEMAS, f), 'utf8')) as Json]));
// Keys that are also everyday words ("headline", "title", "label") may be used as words.
const ENGLISH_KEYS = /^[a-z]+$/;
const NOT_WORDS = new Set(['href', 'src', 'alt', 'noindex', 'id', 'cta', 'seo', 'kpis', 'roi', 'faq']);
const keys = [...new Set([...schemas.values()].flatMap((s) => [...fieldKeys(s)]))].filter((k) => !ENGLISH_KEYS.test(k) || NOT_WORDS.has(k));

const JARGON: [string, RegExp][] = [
  ['true, false or null (say "tick", "on", "off", "empty")', /\b(true|false|null)\b/],
  ['a command', /\b(npm|npx|git|yarn)\b/],
  ['a setting written in capitals', /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/],
  ['a file name', /\b[\w-]+\.(ya?ml|md|json|tsx?|css|html|jsx?)\b/i],
  ['a folder of the project', /\b(content|schemas|src|scripts|public)\//],
  ['claim syntax', /\{\{|\}\}/],
  ['code marks', /`/],
  ['file-format words', /\b(YAML|markdown|front matter|frontmatter|slug|Supabase|schema|enum|regex|boolean|string|integer|array)\b/i],
  ['a placeholder in angle brackets', /<[a-z-]+>/],
];

const texts = [...schemas].flatMap(([file, schema]) => helpTexts(schema, file));

describe('schema help is written for editors', () => {
  it('finds the help texts', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(keys).toContain('published_at');
  });

  it.each(JARGON)('no title or description has %s', (_what, pattern) => {
    expect(texts.filter((t) => pattern.test(t.text)).map((t) => `${t.at}: ${t.text}`)).toEqual([]);
  });

  it('no title or description names a field by its key', () => {
    const named = texts.flatMap((t) => keys.filter((k) => new RegExp(`(?<![\\w-])${k.replace(/[-]/g, '\\-')}(?![\\w-])`).test(t.text)).map((k) => `${t.at} names ${k}: ${t.text}`));
    expect(named).toEqual([]);
  });
});
