import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rewriteYaml } from '../../yaml/rewrite.ts';
import { merge3, setAt } from './merge.ts';

const PAGE = `# The page
seo:
  title: Old title
  description: A page.
blocks:
  - type: hero
    headline: Welcome
    text: First line.
  # Proof
  - type: stats
    items:
      - { value: "1", label: One }
      - { value: "2", label: Two }
  - type: faq
    items:
      - question: Why?
        answer: |
          Line one.
          Line two.
          Line three.
`;

const edit = (text: string, change: (d: any) => void) => {
  const data = parse(text);
  change(data);
  return data;
};

describe('merging an outside change into the editor’s draft', () => {
  it('keeps both when they changed different fields, and says what came in', () => {
    const base = parse(PAGE);
    const mine = edit(PAGE, (d) => (d.blocks[0].headline = 'Welcome here'));
    const theirs = edit(PAGE, (d) => (d.seo.title = 'New title'));
    const merged = merge3(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual([['seo', 'title']]);
    expect(merged.value).toEqual(edit(PAGE, (d) => ((d.blocks[0].headline = 'Welcome here'), (d.seo.title = 'New title'))));
    // Written over the text on disk, the outside edit stays byte for byte and only the editor's line changes.
    const disk = PAGE.replace('Old title', 'New title').replace('# The page', '# The page, edited outside');
    const out = rewriteYaml(disk, merged.value);
    expect(out).toBe(disk.replace('headline: Welcome', 'headline: Welcome here'));
  });

  it('merges edits to different items of a list and different lines of a long text', () => {
    const base = parse(PAGE);
    const mine = edit(PAGE, (d) => {
      d.blocks[1].items[0].label = 'Uno';
      d.blocks[2].items[0].answer = 'Line one, mine.\nLine two.\nLine three.\n';
    });
    const theirs = edit(PAGE, (d) => {
      d.blocks[1].items.push({ value: '3', label: 'Three' });
      d.blocks[2].items[0].answer = 'Line one.\nLine two.\nLine three, theirs.\n';
    });
    const merged = merge3(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    const value = merged.value as any;
    expect(value.blocks[1].items.map((i: { label: string }) => i.label)).toEqual(['Uno', 'Two', 'Three']);
    expect(value.blocks[2].items[0].answer).toBe('Line one, mine.\nLine two.\nLine three, theirs.\n');
  });

  it('keeps sections added on both sides, and a section moved here with one edited there', () => {
    const base = parse(PAGE);
    const mine = edit(PAGE, (d) => d.blocks.push({ type: 'cta', heading: 'Mine' }));
    const theirs = edit(PAGE, (d) => (d.blocks[0].text = 'Changed outside.'));
    const merged = merge3(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect((merged.value as any).blocks.map((b: any) => b.heading ?? b.text ?? b.type)).toEqual(['Changed outside.', 'stats', 'faq', 'Mine']);
  });

  it('reports the same field changed on both sides, keeping the editor’s version until they choose', () => {
    const base = parse(PAGE);
    const mine = edit(PAGE, (d) => (d.seo.title = 'Mine'));
    const theirs = edit(PAGE, (d) => ((d.seo.title = 'Theirs'), (d.seo.description = 'Also theirs.')));
    const merged = merge3(base, mine, theirs);
    expect(merged.conflicts).toEqual([{ path: ['seo', 'title'], base: 'Old title', mine: 'Mine', theirs: 'Theirs' }]);
    expect((merged.value as any).seo).toEqual({ title: 'Mine', description: 'Also theirs.' });
    expect((setAt(merged.value, ['seo', 'title'], 'Theirs') as any).seo).toEqual({ title: 'Theirs', description: 'Also theirs.' });
  });

  it('keeps a section added right after the one edited elsewhere, and merges that one field by field', () => {
    const base = parse(PAGE);
    const added = { type: 'cta', heading: 'Mine' };
    const mine = edit(PAGE, (d) => ((d.blocks[0].headline = 'Welcome here'), d.blocks.splice(1, 0, added)));
    const theirs = edit(PAGE, (d) => (d.blocks[0].text = 'Changed outside.'));
    const merged = merge3(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.incoming).toEqual([['blocks', 0, 'text']]);
    expect((merged.value as any).blocks.slice(0, 2)).toEqual([{ type: 'hero', headline: 'Welcome here', text: 'Changed outside.' }, added]);
    // The same field changed on both sides: one field to choose, the added section kept whichever is chosen.
    const clash = edit(PAGE, (d) => (d.blocks[0].headline = 'Welcome there'));
    const both = merge3(base, mine, clash);
    expect(both.conflicts).toEqual([{ path: ['blocks', 0, 'headline'], base: 'Welcome', mine: 'Welcome here', theirs: 'Welcome there' }]);
    expect((setAt(both.value, ['blocks', 0, 'headline'], 'Welcome there') as any).blocks.map((b: any) => b.type)).toEqual(['hero', 'cta', 'stats', 'faq']);
  });

  it('keeps sections added on both sides next to an edited one, and asks about a section removed here but edited there', () => {
    const base = parse(PAGE);
    const mine = edit(PAGE, (d) => d.blocks.splice(1, 0, { type: 'cta', heading: 'Mine' }));
    const theirs = edit(PAGE, (d) => ((d.blocks[0].text = 'Changed outside.'), d.blocks.splice(1, 0, { type: 'cta', heading: 'Theirs' })));
    const merged = merge3(base, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect((merged.value as any).blocks.map((b: any) => b.heading ?? b.text ?? b.type)).toEqual(['Changed outside.', 'Mine', 'Theirs', 'stats', 'faq']);
    const removed = edit(PAGE, (d) => d.blocks.splice(0, 1, { type: 'cta', heading: 'Instead' }));
    expect(merge3(base, removed, theirs).conflicts.map((c) => c.path)).toEqual([['blocks']]);
  });

  it('takes a field removed outside when the editor did not touch it, and leaves untouched data as it was', () => {
    const base = parse(PAGE);
    const theirs = edit(PAGE, (d) => delete d.seo.description);
    expect((merge3(base, base, theirs).value as any).seo).toEqual({ title: 'Old title' });
    expect(merge3(base, base, base)).toEqual({ value: base, conflicts: [], incoming: [] });
  });
});
