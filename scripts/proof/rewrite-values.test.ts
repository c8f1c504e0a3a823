import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { createTextRewriter } from './rewrite-text.ts';
import { emptyTally, rewriteFrontMatterFile, rewriteYaml } from './rewrite-values.ts';
import { loadSchemaIndex } from './schema-walk.ts';

// The project's own schemas: the rewrite is driven by them.
const index = loadSchemaIndex(path.resolve(import.meta.dirname, '../../schemas'));
const at = (id: string) => ({ schema: index.get(id)!, at: `${id}#` });
const rewrite = (text: string, id = 'page.schema.json') => {
  const tally = emptyTally();
  return { out: rewriteYaml(text, at(id), index, createTextRewriter('seed'), 'test.yaml', tally), tally };
};

const page = `# A comment stays
seo:
  title: About | Fixture Studio
  description: About the fixture site.
  type: AboutPage
blocks:
  - type: hero
    headline: About the fixture
    primary: { label: Write to us, href: "mailto:hello@fixture.example" }
  - type: stats
    items:
      - { value: 250, suffix: "+", label: Businesses helped, decimals: 0 }
  - type: logo-strip
    logos:
      - { name: OpenAI, src: /logos/openai.svg, width: 100, height: 32 }
  - type: steps
    id: how-we-work
    steps:
      - { label: "01", title: Discovery }
      - { label: "02", title: Delivery }
  - type: prose
    updated: 2026-11-21
    markdown: |
      ## Who we are

      Write to [us](mailto:hello@fixture.example).
  - type: code-samples
    samples:
      - title: Lead
        language: json
        fields:
          - { name: contact.email, text: The lead's email. }
        code: |-
          { "contact": { "email": "priya@example.com" } }
`;

describe('rewriting a page file from its schema', () => {
  const { out, tally } = rewrite(page);
  const before = parse(page);
  const after = parse(out);

  it('rewrites the copy and keeps types, enums, links, pictures, anchors, dates, sizes and formats', () => {
    expect(after.seo.title).not.toBe(before.seo.title);
    expect(after.seo.title).toHaveLength(before.seo.title.length);
    expect(after.seo.type).toBe('AboutPage');
    expect(after.blocks.map((b: { type: string }) => b.type)).toEqual(before.blocks.map((b: { type: string }) => b.type));
    expect(after.blocks[0].primary.href).toBe('mailto:hello@fixture.example');
    expect(after.blocks[0].primary.label).not.toBe('Write to us');
    expect(after.blocks[2].logos[0]).toMatchObject({ src: '/logos/openai.svg', width: 100, height: 32 });
    expect(after.blocks[2].logos[0].name).not.toBe('OpenAI');
    expect(after.blocks[3].id).toBe('how-we-work');
    expect(after.blocks[4].updated).toBe('2026-11-21');
    expect(tally.rewritten).toBeGreaterThan(10);
  });

  it('gives figures other values and keeps display settings', () => {
    expect(after.blocks[1].items[0].value).not.toBe(250);
    expect(after.blocks[1].items[0].value).toBeGreaterThanOrEqual(100);
    expect(after.blocks[1].items[0].decimals).toBe(0);
    expect(tally.same).toContain('+');
  });

  it('keeps values strings when their new text looks like a number, and keeps the comment and flow style', () => {
    expect(typeof after.blocks[3].steps[0].label).toBe('string');
    expect(after.blocks[3].steps[0].label).toMatch(/^0[1-9]$/);
    expect(out.startsWith('# A comment stays\n')).toBe(true);
    expect(out).toMatch(/- \{ value: \d+, suffix: "\+",/);
  });

  it('rewrites markdown and JSON code in place, and keeps the field names documented beside the code', () => {
    expect(after.blocks[4].markdown).toMatch(/^## \w+ \w+ \w+\n\n\w+ \w+ \[\w+\]\(mailto:hello@fixture\.example\)\.\n$/);
    const sample = after.blocks[5].samples[0];
    expect(sample.fields[0].name).toBe('contact.email');
    expect(JSON.parse(sample.code).contact.email).not.toBe('priya@example.com');
    expect(sample.language).toBe('json');
  });

  it('rewrites FAQ answers as markdown, their links kept', () => {
    const faq = rewrite('seo: { title: FAQ, description: Questions. }\nblocks:\n  - type: faq\n    items:\n      - question: Do you work worldwide?\n        answer: "Yes. [Book a call](/strategy-call) to start."\n').out;
    const [item] = parse(faq).blocks[0].items;
    expect(item.question).not.toBe('Do you work worldwide?');
    expect(item.answer).toMatch(/^\w+\. \[\w+ \w \w+\]\(\/strategy-call\) \w+ \w+\.$/);
  });

  it('rewrites contact details as copy that still fits their pattern', () => {
    const site = rewrite('contact: { email: hello@automatalabs.in, whatsapp: "+91 98300 41275", city: "Kolkata, India" }\n', 'site.schema.json').out;
    const { contact } = parse(site);
    expect(contact.email).toMatch(/^[a-z]+@[a-z]+\.[a-z]+$/);
    expect(contact.email).not.toBe('hello@automatalabs.in');
    expect(contact.whatsapp).toMatch(/^\+\d\d \d{5} \d{5}$/);
    expect(contact.whatsapp).not.toBe('+91 98300 41275');
  });

  it('names the file when its YAML cannot be read', () => {
    expect(() => rewrite('seo: [unclosed\n')).toThrow(/^test\.yaml: /);
  });
});

describe('rewriting a blog post', () => {
  const post = '---\ntitle: "Speed to Lead: Why Minutes Matter"\nslug: speed-to-lead\nexcerpt: Reply fast.\nauthor: The Team\npublished: true\npublished_at: 2026-10-07\ntags: [Sales, Lead Generation]\nreading_time: 7\n---\n# Measure it\n\nTake your last 50 leads.\n';
  const out = rewriteFrontMatterFile(post, at('blog-post.schema.json'), index, createTextRewriter('seed'), 'post.md');
  const settings = parse(out.split('---\n')[1]!);

  it('rewrites the settings from the blog-post schema, keeping slug, date and flags', () => {
    expect(settings).toMatchObject({ slug: 'speed-to-lead', published: true, published_at: '2026-10-07' });
    expect(settings.title).not.toBe('Speed to Lead: Why Minutes Matter');
    expect(settings.tags).toHaveLength(2);
    expect(settings.tags).not.toContain('Sales');
    expect(settings.reading_time).not.toBe(7);
  });

  it('rewrites the body word by word, headings kept', () => {
    expect(out).toMatch(/\n---\n# \w+ \w+\n\n\w+ \w+ \w+ \d\d \w+\.\n$/);
    expect(out).not.toContain('Measure it');
  });
});

describe('claims in a patterned field', () => {
  it('keeps a whole-value claim name (the claim itself is rewritten in claims.yaml) and still rewrites a literal', () => {
    const site = parse(readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/valid/content/site.yaml'), 'utf8'));
    site.contact.email = '{{contact-email}}';
    const { out } = rewrite(stringify(site), 'site.schema.json');
    expect(parse(out).contact.email).toBe('{{contact-email}}');
  });
});

describe('claims.yaml', () => {
  it("rewrites a figure's value, source and note and keeps its date", () => {
    const claims = 'figures:\n  data-rows:\n    value: 400K\n    source: Client report\n    as_of: 2026-11-21\n    note: Figures from one project.\n';
    const { out } = rewrite(claims, 'claims.schema.json');
    const figure = parse(out).figures['data-rows'];
    expect(figure.value).not.toBe('400K');
    expect(figure.value).toMatch(/^\d{3}[A-Z]$/);
    expect(figure.source).not.toBe('Client report');
    expect(figure.as_of).toBe('2026-11-21');
  });
});
