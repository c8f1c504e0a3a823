import { isMap, isSeq, parseDocument } from 'yaml';

/** The block types both this project and the peer generator build (`npm run bench -- --peer astro`). */
export const SHARED_TYPES = ['hero', 'stats', 'card-grid', 'cta'] as const;

/** The page the peer comparison copies: the home page has all four shared types. */
export const SHARED_TEMPLATE = 'content/pages/index.yaml';

/**
 * The page with only its blocks of the shared types, every word of them kept as written (comments and
 * `{{claim}}` references included), so both generators build the same words from the same YAML.
 */
export function sharedPage(text: string): string {
  const doc = parseDocument(text);
  const blocks = doc.get('blocks', true);
  if (!isSeq(blocks)) throw new Error('The page has no blocks list');
  const shared: readonly string[] = SHARED_TYPES;
  blocks.items = blocks.items.filter((block) => isMap(block) && shared.includes(String(block.get('type'))));
  const missing = SHARED_TYPES.filter((t) => !blocks.items.some((b) => isMap(b) && b.get('type') === t));
  if (missing.length > 0) throw new Error(`The page has no ${missing.join(', ')} block: the peer comparison needs each shared type`);
  return doc.toString({ lineWidth: 0 });
}
