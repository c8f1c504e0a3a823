import { isMap, isScalar, isSeq, type Scalar } from 'yaml';
import type { JsonSchema } from '../schemas.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { Claim } from './claims-file.ts';
import type { ClaimUse } from './resolve.ts';

// A block's own footnote before claims' notes were added (and the text this module left), and the
// footnotes it created, so that a cached document resolved again starts from the block's own words.
const own = new WeakMap<Scalar, { before: unknown; after: unknown }>();
const added = new WeakSet<object>();

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Block types whose schema has a footnote field (`note` titled "Footnote"): the blocks with room for small print. */
export function footnoteBlocks(blocks: ReadonlyMap<string, JsonSchema>): Set<string> {
  const types = new Set<string>();
  for (const [type, schema] of blocks) {
    const note = (schema.properties as Record<string, JsonSchema> | undefined)?.note;
    if (note?.title === 'Footnote') types.add(type);
  }
  return types;
}

/** The notes of the claims each block shows, by block index (a block's own footnote field aside). */
function notesByBlock(uses: readonly ClaimUse[], claims: ReadonlyMap<string, Claim>): Map<number, string[]> {
  const byBlock = new Map<number, string[]>();
  for (const use of uses) {
    if (use.path[0] !== 'blocks' || typeof use.path[1] !== 'number' || use.path[2] === 'note') continue;
    const note = claims.get(use.id)?.note;
    if (!note) continue;
    const list = byBlock.get(use.path[1]) ?? [];
    if (!list.includes(note)) list.push(note);
    byBlock.set(use.path[1], list);
  }
  return byBlock;
}

/** Undoes what an earlier run added to this (cached) document. */
function resetFootnotes(source: YamlSource): void {
  const blocks = source.doc.get('blocks', true);
  if (!isSeq(blocks)) return;
  for (const block of blocks.items) {
    if (!isMap(block)) continue;
    const note = block.get('note', true);
    if (note && added.has(note)) block.delete('note');
    const last = isScalar(note) ? own.get(note) : undefined;
    if (isScalar(note) && last && note.value === last.after) note.value = last.before;
  }
}

/**
 * Adds the notes of the claims a block shows to that block's footnote, after its own words and
 * only where they do not already say it. Titles, descriptions and blocks without a footnote field
 * never get one.
 */
export function addClaimFootnotes(source: YamlSource, uses: readonly ClaimUse[], claims: ReadonlyMap<string, Claim>, withRoom: ReadonlySet<string>): void {
  resetFootnotes(source);
  for (const [index, notes] of notesByBlock(uses, claims)) {
    const block = source.doc.getIn(['blocks', index], true);
    if (!isMap(block)) continue;
    const type = block.get('type');
    if (typeof type !== 'string' || !withRoom.has(type)) continue;
    const note = block.get('note', true);
    const ownScalar = isScalar(note) && !added.has(note) ? note : undefined;
    const ownText = ownScalar?.value;
    const base = typeof ownText === 'string' ? ownText : '';
    const extra = notes.filter((n) => !squash(base).includes(squash(n)));
    const text = [base, ...extra].filter(Boolean).join(' ');
    if (ownScalar) {
      ownScalar.value = text;
      own.set(ownScalar, { before: ownText, after: text });
    } else if (text) {
      const node = source.doc.createNode(text);
      added.add(node);
      block.set('note', node);
    }
  }
}

/** The same footnotes on plain data (claims resolved without a full parse); `data` is the page's own copy. */
export function addClaimFootnotesToData(data: unknown, uses: readonly ClaimUse[], claims: ReadonlyMap<string, Claim>, withRoom: ReadonlySet<string>): void {
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return;
  for (const [index, notes] of notesByBlock(uses, claims)) {
    const block = blocks[index] as Record<string, unknown> | undefined;
    if (!block || typeof block !== 'object' || typeof block.type !== 'string' || !withRoom.has(block.type)) continue;
    const base = typeof block.note === 'string' ? block.note : '';
    const extra = notes.filter((n) => !squash(base).includes(squash(n)));
    const text = [base, ...extra].filter(Boolean).join(' ');
    if (text) block.note = text;
  }
}
