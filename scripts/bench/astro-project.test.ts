import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { astroProject, claimValues } from './astro-project.ts';
import { ratio } from './peer.ts';
import { SHARED_TYPES, sharedPage } from './shared-page.ts';

// A tiny page of every shared type and one the peer does not build.
const page = `seo:
  title: A page
  description: About it.
blocks:
  - type: hero
    headline: "Grow with {{fact-a}}"
  - type: faq # not shared
    items: [{ question: Q, answer: A }]
  - type: stats
    items: [{ value: "{{figure-b}}", label: Things }]
  - type: card-grid
    cards: [{ title: One, text: First card }]
  - type: cta
    heading: Talk to us
    button: { label: Book, href: /strategy-call }
`;

const claims = `figures:
  figure-b: { value: 250+, source: Count, as_of: 2026-01-01 }
facts:
  fact-a: { value: Kolkata }
`;

describe('sharedPage', () => {
  it('keeps only the shared blocks, with their words and claims as written', () => {
    const out = parse(sharedPage(page)) as { seo: { title: string }; blocks: { type: string; headline?: string }[] };
    expect(out.blocks.map((b) => b.type)).toEqual([...SHARED_TYPES]);
    expect(out.blocks[0]!.headline).toBe('Grow with {{fact-a}}');
    expect(out.seo.title).toBe('A page');
  });

  it('refuses a page missing a shared type', () => {
    expect(() => sharedPage(page.replace(/  - type: stats\n.*\n/, ''))).toThrow(/no stats block/);
  });
});

describe('astroProject', () => {
  const files = astroProject({ '1': page, '2': page }, claimValues(claims));

  it('gives Astro the pages byte for byte and the claims by id', () => {
    expect(files['pages/1.yaml']).toBe(page);
    expect(files['pages/2.yaml']).toBe(page);
    expect(JSON.parse(files['src/claims.json']!)).toEqual({ 'figure-b': '250+', 'fact-a': 'Kolkata' });
  });

  it('renders each shared type with a component of its own, imported by the route', () => {
    const route = files['src/pages/[...slug].astro']!;
    const map = /const blocks = \{(.*)\};/.exec(route)![1]!;
    for (const type of SHARED_TYPES) {
      const component = new RegExp(`'?${type}'?: (\\w+)`).exec(map)?.[1];
      expect(component, type).toBeDefined();
      expect(route).toContain(`import ${component} from '../blocks/${component}.astro';`);
      expect(files[`src/blocks/${component}.astro`], type).toContain('Astro.props');
    }
  });

  it('refuses a slug that cannot be a file name', () => {
    expect(() => astroProject({ '../x': page }, {})).toThrow(/cannot be a page's file name/);
  });
});

describe('ratio', () => {
  it('says which way and by how much', () => {
    expect(ratio(1000, 2500)).toBe('2.50× faster');
    expect(ratio(3000, 2000)).toBe('1.50× slower');
    expect(ratio(100, 300, 'less', 'more')).toBe('3.00× less');
  });
});
