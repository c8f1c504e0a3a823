import { parse } from 'yaml';
import type { BlogPost } from '../../../blog/types.ts';
import type { Block, Page } from '../../../generated/content.ts';
import { prepareBlock } from '../../../../scripts/content/prepare.ts';
import { readPost } from '../../yaml/post.ts';
import { stableKey } from '../../yaml/data.ts';
import { blockTypeOf } from '../schemas/index.ts';

/**
 * The preview follows each edit at once, without waiting for the check: a block whose data the
 * checker has already prepared is shown as prepared; an edited block is prepared here (markdown,
 * code colours: the same build step); a block that uses a claim ({{…}}) waits for the checker,
 * which resolves claims. The checker's answer replaces all of it a moment later.
 */
const usesClaim = (value: unknown) => JSON.stringify(value).includes('{{');

function readBlocks(text: string | undefined): unknown[] {
  try {
    const data = text === undefined ? undefined : (parse(text) as { blocks?: unknown });
    return Array.isArray(data?.blocks) ? data.blocks : [];
  } catch {
    return [];
  }
}

function prepareHere(block: unknown): Block | undefined {
  if (!blockTypeOf((block as { type?: unknown } | null)?.type) || usesClaim(block)) return undefined;
  try {
    return prepareBlock(block as Block);
  } catch {
    return undefined;
  }
}

export function optimisticPage(data: unknown, preview: Page, previewText: string | undefined): Page {
  const local = (data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(local)) return preview;
  const checked = new Map(readBlocks(previewText).map((b, i) => [stableKey(b), preview.blocks[i]]));
  const blocks = local.flatMap((block, i) => {
    const shown = checked.get(stableKey(block)) ?? prepareHere(block) ?? preview.blocks[i];
    return shown ? [shown] : [];
  });
  return blocks.length ? { ...preview, blocks: blocks as Page['blocks'] } : preview;
}

/** A post: the edited words over the checked post (dates and reading time stay the checker's). */
export function optimisticPost(data: unknown, body: string | undefined, preview: BlogPost, previewText: string | undefined): BlogPost {
  const checked = previewText === undefined ? null : readPost(previewText);
  if (usesClaim(data) || usesClaim(body) || !data || typeof data !== 'object') return preview;
  const changed = Object.fromEntries(
    Object.entries(data).filter(([k, v]) => typeof v === 'string' && stableKey(v) !== stableKey((checked?.data as Record<string, unknown> | undefined)?.[k])),
  );
  return { ...preview, ...changed, content: body ?? preview.content };
}
