import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { structuredPatch } from 'diff';
import { parse } from 'yaml';

type Block = Record<string, unknown> & { type: string };
type Link = { label: string; href: string };

/** A page to edit in the Studio tests, found in the content rather than named by its copy. */
export interface EditablePage {
  file: string;
  blocks: Block[];
  hero: { index: number; headline: string };
  /** A button inside a list: block `index`, list `list`, item `item`, with its link. */
  listButton: { index: number; list: string; item: number; link: Link };
}

function pageFiles(dir: string, base = 'content/pages'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? pageFiles(path.join(dir, e.name), `${base}/${e.name}`) : /\.ya?ml$/.test(e.name) ? [`${base}/${e.name}`] : [],
  );
}

const isLink = (v: unknown): v is Link => !!v && typeof v === 'object' && typeof (v as Link).label === 'string' && typeof (v as Link).href === 'string';

function listButtonOf(blocks: Block[]): EditablePage['listButton'] | undefined {
  for (const [index, block] of blocks.entries()) {
    for (const [list, value] of Object.entries(block)) {
      if (!Array.isArray(value)) continue;
      const items = value.flatMap((v, i) => (v && typeof v === 'object' && isLink((v as { link?: unknown }).link) ? [i] : []));
      const item = items[1];
      if (item !== undefined) return { index, list, item, link: (value[item] as { link: Link }).link };
    }
  }
  return undefined;
}

/** The first page with a comment, a hero headline and a list with buttons (the second one is edited). */
export function findEditablePage(root: string): EditablePage {
  for (const file of pageFiles(path.join(root, 'content/pages')).sort()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!/^\s*#/m.test(text)) continue;
    const blocks = ((parse(text) as { blocks?: Block[] }).blocks ?? []);
    const index = blocks.findIndex((b) => b.type === 'hero' && typeof b.headline === 'string');
    const listButton = listButtonOf(blocks);
    if (index >= 0 && listButton) return { file, blocks, hero: { index, headline: blocks[index]!.headline as string }, listButton };
  }
  throw new Error('No page in content/pages has a comment, a hero and a button inside a list');
}

/** The lines a change removed and added (what `git diff` would show, without context). */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const lines = structuredPatch('a', 'b', before, after, '', '', { context: 0 }).hunks.flatMap((h) => h.lines);
  return {
    removed: lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1)),
    added: lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1)),
  };
}

/** A page block with a list of pictures that carry their size (logos): the first such list found. */
export function findPictureList(root: string): { file: string; index: number; list: string } {
  for (const file of pageFiles(path.join(root, 'content/pages')).sort()) {
    const blocks = (parse(readFileSync(path.join(root, file), 'utf8')) as { blocks?: Block[] }).blocks ?? [];
    for (const [index, block] of blocks.entries()) {
      for (const [list, value] of Object.entries(block)) {
        const first = Array.isArray(value) ? (value[0] as Record<string, unknown> | undefined) : undefined;
        if (first && typeof first.src === 'string' && typeof first.width === 'number' && typeof first.height === 'number') return { file, index, list };
      }
    }
  }
  throw new Error('No page in content/pages has a list of pictures with their sizes');
}

/** A sentence in a page's section that shows a figure or fact among other words: the first found. */
export function findClaimSentence(root: string): { file: string; index: number; field: string; id: string; text: string } {
  for (const file of pageFiles(path.join(root, 'content/pages')).sort()) {
    const blocks = (parse(readFileSync(path.join(root, file), 'utf8')) as { blocks?: Block[] }).blocks ?? [];
    for (const [index, block] of blocks.entries()) {
      for (const [field, value] of Object.entries(block)) {
        const match = typeof value === 'string' && !value.includes('\n') ? /^[^{]*\w[^{]*\{\{([a-z0-9-]+)\}\}[^{]*\w/.exec(value) : null;
        if (match) return { file, index, field, id: match[1]!, text: value as string };
      }
    }
  }
  throw new Error('No page in content/pages has a sentence with a figure or fact in it');
}

/** The site's pictures (files under content/public the Studio offers as pictures), as addresses. */
export function publicPictures(root: string): string[] {
  const base = path.join(root, 'content/public');
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(f))
    .map((f) => `/${f.split(path.sep).join('/')}`);
}
