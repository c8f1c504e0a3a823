import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { changesOf, replace, sentences, textOf } from './support.ts';

// Edits of the fixture's home page (tests/fixtures/changes/content/pages/index.yaml), each read as
// the sentences a reviewer or a Studio user sees, with the line of the page file each points at.
const HOME = 'content/pages/index.yaml';
const home = (edit: (text: string) => string) => changesOf(HOME, edit);
/** An edit of the page's data, written back as YAML (the text moves; the words do not). */
const reshaped = (edit: (data: { blocks: Record<string, unknown>[] }) => void) => (text: string) => {
  const data = parse(text) as { blocks: Record<string, unknown>[] };
  edit(data);
  return stringify(data);
};
const lineAt = (text: string, line: number) => text.split('\n')[line - 1] ?? '';

describe('a page edit in words', () => {
  it('a headline edit is one change, trimmed to the words that changed, at the headline\'s line', () => {
    const changes = home((t) => replace(t, 'grow your business', 'grow your revenue'));
    expect(sentences(changes)).toEqual(['7  Home › Hero › Headline: "…grow your business" → "…grow your revenue"']);
    expect(changes[0]).toMatchObject({ path: ['blocks', 0, 'headline'], place: ['Home', 'Hero', 'Headline'], kind: 'changed' });
  });

  it('a comment, reformatting and the order of fields change nothing a reader sees', () => {
    expect(home((t) => replace(t, 'blocks:\n', '# The sections, top to bottom\nblocks:\n'))).toEqual([]);
    expect(home((t) => replace(t, '    primary: { label: See the services, href: /services }', '    primary:\n      href: /services\n      label: "See the services"'))).toEqual([]);
    expect(home(reshaped(() => {}))).toEqual([]);
  });

  it('shows claims by their value, and a claim written out as its value is no change', () => {
    expect(sentences(home((t) => replace(t, 'We search {{rows-searched}} rows so', 'We search {{rows-searched}} rows of data so')))).toEqual([
      '8  Home › Hero › Paragraph: "We search 400K rows so that…" → "We search 400K rows of data so that…"',
    ]);
    expect(home((t) => replace(t, 'We search {{rows-searched}} rows so', 'We search 400K rows so'))).toEqual([]);
  });

  it('a page with several sections of a kind names each by its heading', () => {
    expect(sentences(home((t) => replace(t, 'A working system within weeks, not months.', 'A working system within days, not months.')))).toEqual([
      '32  Home › Card grid (How we work) › Card 2 › Text: "A working system within weeks, not months." → "A working system within days, not months."',
    ]);
  });

  it('list entries removed and added are named once, matched by what they say', () => {
    const changes = home((t) =>
      replace(
        replace(t, '      - title: Fixture voice agents\n        text: Voice agents that call back within the hour.\n', ''),
        '        text: Lead engines that never sleep.\n',
        '        text: Lead engines that never sleep.\n      - title: Fixture mail robots\n        text: Robots that sort the post.\n',
      ),
    );
    expect(sentences(changes)).toEqual([
      '21  Home › Card grid (What we build) › Card 2 removed: "Fixture voice agents"',
      '23  Home › Card grid (What we build) › Card 3 added: "Fixture mail robots"',
    ]);
    expect(changes.map((c) => c.noun)).toEqual(['entry', 'entry']);
  });

  it('an entry moved is one change, named where it was, with its new line; an edited entry still matches', () => {
    let after = '';
    const changes = home((t) => {
      const moved = replace(t, '      - title: Fixture lead engines\n        text: Lead engines that never sleep.\n', '');
      after = replace(moved, '      - title: Fixture chatbots\n', '      - title: Fixture lead engines\n        text: Lead engines that never sleep, even at night.\n      - title: Fixture chatbots\n');
      return after;
    });
    expect(sentences(changes)).toEqual([
      '19  Home › Card grid (What we build) › Card 3 moved up to 1: "Fixture lead engines"',
      '20  Home › Card grid (What we build) › Card 1 › Text: "…never sleep." → "…never sleep, even at night."',
    ]);
    expect(lineAt(after, 19)).toContain('Fixture lead engines');
  });

  it('a section moved, added or removed is named once, with where it now is', () => {
    expect(sentences(home(reshaped((d) => d.blocks.splice(1, 0, d.blocks.splice(5, 1)[0]!))))).toEqual(['12  Home: section "Call to action" moved up, now after "Hero"']);
    const changes = home(
      reshaped((d) => {
        d.blocks.splice(2, 0, { type: 'testimonials', heading: 'Kind words', items: [{ quote: 'They fixed it.', name: 'A. Client', company: 'Fixture Co', city: 'Pune' }] });
        d.blocks.splice(5, 1);
      }),
    );
    expect(sentences(changes)).toEqual(['18  Home: section "Testimonials" added after "Statistics"', '33  Home: section "Questions and answers" removed']);
    expect(changes.map((c) => [c.kind, c.noun])).toEqual([
      ['added', 'section'],
      ['removed', 'section'],
    ]);
  });

  it('switches, choices and numbers read in words; a switch left out counts as off', () => {
    const changes = home((t) =>
      replace(
        replace(t, '    columns: 3\n    background: surface\n', '    columns: 4\n    background: dark\n'),
        '  description: The home page of the fixture works site.\n',
        '  description: The home page of the fixture works site.\n  noindex: true\n  type: AboutPage\n',
      ),
    );
    expect(sentences(changes)).toEqual([
      '4  Home › Search and sharing › Hide from search engines: no → yes',
      // Choices read as their labels from the schema.
      '5  Home › Search and sharing › Structured data type: About page (added)',
      '18  Home › Card grid (What we build) › Columns on wide screens: Three side by side → Four side by side',
      '19  Home › Card grid (What we build) › Background: Light grey → Deep navy with light text',
    ]);
  });

  it('Markdown reads as its words, part by part, at the line inside the text', () => {
    let after = '';
    const changes = home((t) => {
      after = replace(
        replace(t, 'Most projects take **four weeks**.', 'Most projects take *four weeks*.'),
        'Larger ones take longer; we say so before we start.',
        'Larger ones take longer, and we say so before we start.\n\n          - A first call\n          - A plan',
      );
      return after;
    });
    expect(sentences(changes)).toEqual([
      '38  Home › Questions and answers › Question 1 › Answer › Paragraph 1: "Most projects take four weeks." → "Most projects take four weeks." (formatting or a link changed)',
      '40  Home › Questions and answers › Question 1 › Answer › Paragraph 2: "Larger ones take longer; we say…" → "Larger ones take longer, and we say…"',
      '42  Home › Questions and answers › Question 1 › Answer › List 1 added: "A first call · A plan"',
    ]);
    expect(lineAt(after, 40)).toContain('Larger ones');
    expect(lineAt(after, 42)).toContain('A first call');
  });

  it('never lists what the build fills in', () => {
    expect(home((t) => replace(t, '          Larger ones take longer; we say so before we start.\n', '          Larger ones take longer; we say so before we start.\n        document: [{ text: whatever }]\n'))).toEqual([]);
  });

  it('a new page is one change, named by the menu link added with it; a removed page too', () => {
    const site = parse(textOf('content/site.yaml')) as { navigation: { links: unknown[] } };
    const withLink = structuredClone(site);
    withLink.navigation.links.push({ label: 'Pricing', href: '/pricing' });
    const text = 'seo:\n  title: Prices | Fixture Works\n  description: What it costs.\nblocks:\n  - type: hero\n    headline: Prices\n';
    expect(sentences(changesOf('content/pages/pricing.yaml', () => text, { before: undefined, site: { before: site, after: withLink } }))).toEqual(['1  Pricing: new page at /pricing']);
    expect(sentences(changesOf('content/pages/pricing.yaml', () => text, { before: undefined }))).toEqual(['1  Prices: new page at /pricing']);
    expect(sentences(changesOf(HOME, (t) => t, { after: undefined }))).toEqual(['-  Home: page removed (it was at /)']);
  });
});
