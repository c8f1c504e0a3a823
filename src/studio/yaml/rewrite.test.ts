import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readPost, rewritePost } from './post.ts';
import { rewriteYaml } from './rewrite.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const contentFiles = (readdirSync(path.join(root, 'content'), { recursive: true }) as string[])
  .map((f) => `content/${f.split(path.sep).join('/')}`)
  .filter((f) => /\.(ya?ml|md)$/.test(f))
  .sort();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Data = Record<string, any>;
const pages = contentFiles.filter((f) => f.startsWith('content/pages/')).map((file) => ({ file, text: read(file), data: parse(read(file)) as Data }));

/** The lines that differ between two texts whose changes are in one place. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

const comments = (text: string) => text.split('\n').filter((l) => /^\s*#/.test(l) || / #/.test(l));

/** The first page with a block that `match` accepts, and that block's index. */
function pageWith(match: (block: Data) => boolean) {
  for (const page of pages) {
    const index = (page.data.blocks as Data[]).findIndex(match);
    if (index !== -1) return { file: page.file, text: page.text, index, block: structuredClone(page.data.blocks[index]) as Data };
  }
  throw new Error('No page in content/ has such a block');
}

/** A page with at least `n` blocks, each starting with `  - type:` and separated by blank lines. */
function pageWithBlocks(n: number) {
  const page = pages.find((p) => p.data.blocks.length >= n && (p.text.match(/^ {2}- type:/gm) ?? []).length === p.data.blocks.length);
  if (!page) throw new Error(`No page in content/ has ${n} blocks`);
  return page;
}

/** The non-blank lines of block `i` as written in the file. */
function blockLines(text: string, i: number): string[] {
  const lines = text.split('\n');
  const starts = lines.flatMap((l, n) => (/^ {2}- type:/.test(l) ? [n] : []));
  return lines.slice(starts[i], starts[i + 1] ?? lines.length).filter((l) => l.trim() !== '');
}

describe('rewriteYaml: no edit, no change', () => {
  it.each(contentFiles)('%s reads and writes back byte for byte', (file) => {
    const text = read(file);
    if (file.endsWith('.md')) {
      const post = readPost(text)!;
      expect(rewritePost(text, post.data, post.body)).toBe(text);
    } else {
      expect(rewriteYaml(text, parse(text))).toBe(text);
    }
  });
});

describe('rewriteYaml on real pages', () => {
  it('changes a headline on its own line and nothing else', () => {
    const page = pageWith((b) => typeof b.headline === 'string' && !b.headline.includes('\n'));
    const data = parse(page.text) as Data;
    const old = page.block.headline as string;
    data.blocks[page.index].headline = 'A headline the Studio wrote';
    const out = rewriteYaml(page.text, data);
    const { removed, added } = changedLines(page.text, out);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain(old);
    expect(added).toEqual([removed[0]!.replace(old, 'A headline the Studio wrote')]);
    expect(comments(out)).toEqual(comments(page.text));
  });

  it('changes a button inside { label, href } and keeps the flow style', () => {
    const page = pageWith((b) => typeof b.primary?.label === 'string');
    const data = parse(page.text) as Data;
    data.blocks[page.index].primary.label = 'Talk to us today';
    const out = rewriteYaml(page.text, data);
    const { removed, added } = changedLines(page.text, out);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/primary: \{ label: Talk to us today, href: .+ \}$/);
    expect(added[0]!.replace('Talk to us today', page.block.primary.label)).toBe(removed[0]);
  });

  it('quotes a new value that needs it, and writes text with line breaks as a block', () => {
    const page = pageWith((b) => typeof b.headline === 'string');
    const data = parse(page.text) as Data;
    data.blocks[page.index].headline = 'Ready: 250';
    const quoted = rewriteYaml(page.text, data);
    expect(changedLines(page.text, quoted).added[0]).toMatch(/headline: "Ready: 250"$/);
    data.blocks[page.index].headline = '250';
    expect((parse(rewriteYaml(page.text, data)) as Data).blocks[page.index].headline).toBe('250');
    data.blocks[page.index].headline = 'First line\nSecond line';
    const block = changedLines(page.text, rewriteYaml(page.text, data)).added;
    expect(block[0]).toMatch(/headline: \|-$/);
    expect(block.slice(1).map((l) => l.trim())).toEqual(['First line', 'Second line']);
  });

  it('keeps the quoting of untouched neighbours in a flow map', () => {
    const page = pageWith((b) => Array.isArray(b.items) && b.items.some((i: Data) => typeof i?.label === 'string' && typeof i?.suffix === 'string'));
    const data = parse(page.text) as Data;
    const item = (data.blocks[page.index].items as Data[]).findIndex((i) => typeof i?.suffix === 'string');
    data.blocks[page.index].items[item].label = 'Changed label';
    const { removed, added } = changedLines(page.text, rewriteYaml(page.text, data));
    expect(added).toHaveLength(1);
    expect(added[0]!.replace('Changed label', page.block.items[item].label)).toBe(removed[0]);
  });

  it('removes a block: exactly its lines and one blank separator', () => {
    const page = pageWithBlocks(3);
    const data = parse(page.text) as Data;
    data.blocks.splice(1, 1);
    const out = rewriteYaml(page.text, data);
    expect(parse(out)).toEqual(data);
    const lines = page.text.split('\n');
    const starts = lines.flatMap((l, n) => (/^ {2}- type:/.test(l) ? [n] : []));
    expect(out).toBe([...lines.slice(0, starts[1]), ...lines.slice(starts[2])].join('\n'));
  });

  it('moves a block down by moving its lines, comments included', () => {
    const page = pageWithBlocks(3);
    const data = parse(page.text) as Data;
    const [first] = data.blocks.splice(0, 1);
    data.blocks.splice(1, 0, first);
    const out = rewriteYaml(page.text, data);
    expect(parse(out)).toEqual(data);
    expect([...out.split('\n')].sort()).toEqual([...page.text.split('\n')].sort());
    expect(blockLines(out, 1)).toEqual(blockLines(page.text, 0));
    expect(blockLines(out, 0)).toEqual(blockLines(page.text, 1));
  });

  it('duplicates a block by copying its lines', () => {
    const page = pageWithBlocks(2);
    const data = parse(page.text) as Data;
    data.blocks.splice(1, 0, structuredClone(data.blocks[0]));
    const out = rewriteYaml(page.text, data);
    expect(parse(out)).toEqual(data);
    const { removed, added } = changedLines(page.text, out);
    expect(removed).toEqual([]);
    expect(added.filter((l) => l.trim() !== '')).toEqual(blockLines(page.text, 0));
  });

  it('adds a new block at the end in block style and an item to a list of { } entries in flow style', () => {
    const page = pageWith((b) => Array.isArray(b.logos));
    const data = parse(page.text) as Data;
    data.blocks[page.index].logos.push({ name: 'Studio Logo', src: '/logos/studio.svg', width: 40, height: 32 });
    data.blocks.push({ type: 'cta', heading: 'One more thing' });
    const out = rewriteYaml(page.text, data);
    expect(parse(out)).toEqual(data);
    expect(out).toMatch(/\n {6}- \{ name: Studio Logo, src: \/logos\/studio.svg, width: 40, height: 32 \}\n/);
    expect(out).toMatch(/\n {2}- type: cta\n {4}heading: One more thing\n$/);
  });

  it('adds and removes optional fields without reordering the others', () => {
    const page = pageWith((b) => typeof b.headline === 'string');
    const data = parse(page.text) as Data;
    const block = data.blocks[page.index] as Data;
    const reordered = Object.fromEntries(Object.entries(block).reverse());
    reordered.note = 'Added by a test';
    data.blocks[page.index] = reordered;
    const out = rewriteYaml(page.text, data);
    expect(parse(out)).toEqual(data);
    const { removed, added } = changedLines(page.text, out);
    expect(removed).toEqual([]);
    expect(added).toEqual([expect.stringMatching(/^ +note: Added by a test$/)]);
    delete data.blocks[page.index].note;
    delete data.blocks[page.index].headline;
    const without = changedLines(page.text, rewriteYaml(page.text, data));
    expect(without.added).toEqual([]);
    expect(without.removed).toHaveLength(1);
  });
});
