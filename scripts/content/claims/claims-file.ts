import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, type Node } from 'yaml';
import type { ContentProblem } from '../problem.ts';
import type { JsonSchema, SchemaSet } from '../schemas.ts';
import { validateYamlSource } from '../validate-source.ts';
import { parseYamlSource, positionAt, type YamlSource } from '../yaml-source.ts';
import { CLAIM_ID } from './syntax.ts';
import { textHash } from '../check-cache.ts';

export const CLAIMS_FILE = 'content/claims.yaml';
export const CLAIMS_SCHEMA = 'claims.schema.json';

export type ClaimKind = 'figure' | 'fact';
const SECTIONS: Record<string, ClaimKind> = { figures: 'figure', facts: 'fact' };

/** One figure or fact of content/claims.yaml, with where it is written. */
export interface Claim {
  id: string;
  kind: ClaimKind;
  /** As shown on the site (a number written without quotes becomes its text). */
  value: string;
  source?: string;
  /** YYYY-MM-DD. */
  as_of?: string;
  note?: string;
  about?: string;
  /** Line and column of the id in claims.yaml. */
  line: number;
  col: number;
  /** Where `as_of:` is (or the id when it has none): an out-of-date warning points there. */
  asOfAt: { line: number; col: number };
}

export interface ClaimsFile {
  /** False when the site has no content/claims.yaml (it is optional). */
  exists: boolean;
  file: string;
  text: string;
  claims: Map<string, Claim>;
  problems: ContentProblem[];
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

const lineOf = (source: YamlSource, node: Node | null | undefined) => positionAt(source, node?.range?.[0] ?? 0);

/** The claims a file defines, read from its YAML even when parts of it break the schema (they are reported, and the rest still resolves). */
function claimsOf(source: YamlSource, problems: ContentProblem[]): Map<string, Claim> {
  const claims = new Map<string, Claim>();
  const root = source.doc.contents;
  if (!isMap(root)) return claims;
  for (const section of root.items) {
    const name = isScalar(section.key) ? String(section.key.value) : '';
    const kind = SECTIONS[name];
    if (!kind || !isMap(section.value)) continue;
    for (const entry of section.value.items) {
      if (!isScalar(entry.key)) continue;
      const id = String(entry.key.value);
      const at = lineOf(source, entry.key as Node);
      if (!CLAIM_ID.test(id)) {
        const suggestion = id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
        problems.push({ file: source.file, ...at, path: [name, id], message: `The id "${id}" cannot be used: ids are lowercase letters and digits joined by hyphens${suggestion ? `, such as "${suggestion}"` : ''}.` });
        continue;
      }
      const earlier = claims.get(id);
      if (earlier) {
        problems.push({ file: source.file, ...at, path: [name, id], message: `"${id}" is already defined on line ${earlier.line}. Every figure and fact needs its own id: rename one of them.` });
        continue;
      }
      const fields = isMap(entry.value) ? (entry.value.toJSON() as Record<string, unknown>) : {};
      const value = str(fields.value);
      if (value === undefined) continue;
      const asOfNode = isMap(entry.value) ? entry.value.items.find((p) => isScalar(p.key) && p.key.value === 'as_of')?.key : undefined;
      claims.set(id, {
        id,
        kind,
        value,
        source: str(fields.source),
        as_of: str(fields.as_of),
        note: str(fields.note),
        about: str(fields.about),
        ...at,
        asOfAt: asOfNode ? lineOf(source, asOfNode as Node) : at,
      });
    }
  }
  return claims;
}

/** Where results are kept between processes by name and key (the content check's cache, check-cache.ts). */
export interface KeptResults {
  memo<T>(slot: string, key: string, compute: () => T): T;
}

/** A ClaimsFile as JSON can keep it: its claims as entries, without the text it was read from. */
type KeptClaims = { claims: [string, Claim][]; problems: ContentProblem[] };

/**
 * Reads and checks content/claims.yaml (`text` replaces the file's text, for unsaved drafts).
 * Schema problems are reported like any content file's; a figure without a source or date is one of them.
 * With `kept`, the result is kept between processes: parsing and checking the file took a one-page rebuild 20-25 ms.
 */
export function readClaimsFile(root: string, schemas: SchemaSet, text?: string, kept?: KeptResults): ClaimsFile {
  const full = path.join(root, CLAIMS_FILE);
  if (text === undefined && !existsSync(full)) return { exists: false, file: CLAIMS_FILE, text: '', claims: new Map(), problems: [] };
  const claimsText = text ?? readFileSync(full, 'utf8');
  const schemaText = readFileSync(path.join(schemas.dir, CLAIMS_SCHEMA), 'utf8');
  // The same file is read three times a build (the check, the blog's addresses, the feeds), and again at every save under --watch.
  // Its schema refers to nothing outside itself, so the claims file's result depends on these two texts alone.
  if (last?.text === claimsText && last.schemaText === schemaText) return last.file;
  const made = (): KeptClaims => {
    const { claims, problems } = claimsFileOf(claimsText, schemaText, schemas);
    return { claims: [...claims], problems };
  };
  const value = kept ? kept.memo('claims', textHash(`${claimsText}\0${schemaText}`), made) : made();
  const file = { exists: true, file: CLAIMS_FILE, text: claimsText, claims: new Map(value.claims), problems: value.problems };
  last = { text: claimsText, schemaText, file };
  return file;
}
let last: { text: string; schemaText: string; file: ClaimsFile } | undefined;

function claimsFileOf(claimsText: string, schemaText: string, schemas: SchemaSet): ClaimsFile {
  const source = parseYamlSource(CLAIMS_FILE, claimsText);
  const schema = JSON.parse(schemaText) as JsonSchema;
  const check = validateYamlSource(source, schema, schemas, { subject: 'claims file', name: typeof schema.title === 'string' ? schema.title : undefined });
  const own: ContentProblem[] = [];
  const claims = source.doc.errors.length ? new Map<string, Claim>() : claimsOf(source, own);
  // A badly written id gets one message from claimsOf (with the id to use), not also the schema's.
  const badIds = own.map((p) => String(p.path?.[1])).filter((id) => !CLAIM_ID.test(id));
  const aboutBadId = (p: ContentProblem) => badIds.some((id) => p.path?.[1] === id || (p.path?.length === 1 && p.message.includes(`"${id}"`)));
  const problems = check.problems.filter((p) => !aboutBadId(p));
  return { exists: true, file: CLAIMS_FILE, text: source.text, claims, problems: [...problems, ...own] };
}
