import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { validateContent, validateYamlSource } from '../../../scripts/content/validate.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';
import { JARGON } from './jargon.ts';

// The wording of each kind of mistake, on one small page at a time (the fixtures cover whole sites).
const project = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(project, 'schemas'));
const site = parseYamlSource('content/site.yaml', readFileSync(path.join(project, 'tests/fixtures/valid/content/site.yaml'), 'utf8'));
const routes = ['/', '/about', '/x'];
const head = 'seo:\n  title: T\n  description: D\nblocks:\n';

function problemsOf(text: string) {
  const pages = [{ route: '/x', source: parseYamlSource('content/pages/x.yaml', text) }, ...routes.slice(0, 2).map((route) => ({ route, source: parseYamlSource(`content/pages${route === '/' ? '/index' : route}.yaml`, `seo: { title: "${route}", description: D }\nblocks: [{ type: hero, headline: H }]\n`) }))];
  const { problems } = validateContent(schemas, site, pages, { internalLinks: { publicFiles: ['favicon.svg'] } });
  return problems.map((p) => `${p.line}:${p.col}  ${p.message}`);
}

const pageCases: [string, string, string][] = [
  ['an empty value', head + '  - type: hero\n    headline:\n', '6:5  T › Hero: "Headline" is empty. Write text after the colon.'],
  ['a number where text belongs', head + '  - type: hero\n    headline: H\n    primary: { label: 404, href: /about }\n', '7:23  T › Hero › Main button: "Label" should be text, not the number 404. Put it in quotes: "404".'],
  ['text where a group of fields belongs', head + '  - type: hero\n    headline: H\n    primary: Book now\n', '7:14  T › Hero: "Main button" should be a group of fields, not text ("Book now"). Write its fields (label, href) on the lines below it, indented.'],
  ['a block written as one word', head + '  - hero\n', '5:5  T › Section 1 is not written as a section. A section starts with "- type:"'],
  ['a block without a type', head + '  - headline: H\n', '5:5  T › Section 1 has no type. Start it with "- type:" and one of: '],
  ['an icon name with a typo', head + '  - type: card-grid\n    cards:\n      - { title: a, text: b, icon: chatt }\n', '(found "chatt"). Did you mean "chat"?'],
  ['a title of only spaces', 'seo:\n  title: "   "\n  description: D\nblocks:\n  - type: hero\n    headline: H\n', '2:10  /x › Search and sharing: "Page title" is empty: it has only spaces.'],
  ['a misspelt field that is also required: one message', 'seo:\n  titel: T\n  description: D\nblocks:\n  - type: hero\n    headline: H\n', '2:3  /x › Search and sharing: "titel" is not a field of "Search and sharing". Did you mean "title"?'],
  ['a tab for indentation', 'seo:\n\ttitle: x\n', '2:1  The file cannot be read: line 2 is indented with a tab; YAML files are indented with spaces only.'],
  ['an unclosed quote, pointed at where it opens', 'seo:\n  title: "abc\n  description: x\nblocks: []\n', '2:10  The file cannot be read: the text starting with the quote mark " here is never closed.'],
  ['an empty file', '', '1:1  This file is empty or is not a set of fields. It needs `seo:` and `blocks:`'],
  ['blocks written with nothing under them', head, '4:1  T: this page has no sections.'],
  ['no blocks at all', 'seo:\n  title: T\n  description: D\n', '1:1  T: this page has no sections.'],
  ['too few entries', head + '  - type: hero\n    headline: H\n    rotating: [only one]\n', '7:15  T › Hero: "Rotating phrases" has 1 entry; it needs at least 2.'],
  ['an empty list', head + '  - type: card-grid\n    cards: []\n', '6:12  T › Card grid: "Cards" has no entries. Add at least one'],
  ['a missing list', head + '  - type: card-grid\n    heading: H\n', '5:5  T › Card grid: "Cards" is missing. Every card grid section needs at least one card: add `cards:`.'],
  ['a nested unknown field', head + '  - type: card-grid\n    cards:\n      - title: a\n        text: b\n        metrics:\n          - { value: "1", lable: x }\n', '10:27  T › Card grid › Card 1 › Figure 1: "lable" is not a field of a figure. Did you mean "label"? Allowed fields: value, label.'],
  ['no seo section', 'blocks:\n  - type: hero\n    headline: H\n', '1:1  /x: "Search and sharing" is missing. Every page needs one: add `seo:` with `title:` and `description:` under it.'],
  ['an email address as a link', head + '  - type: hero\n    headline: H\n    primary: { label: a, href: hello@x.com }\n', 'For an email address write "mailto:hello@x.com".'],
  ['a page name without its slash', head + '  - type: hero\n    headline: H\n    primary: { label: a, href: about }\n', 'Did you mean "/about"?'],
  ['a misspelt page name gets the page it is close to', head + '  - type: hero\n    headline: H\n    primary: { label: a, href: abuot }\n', 'Did you mean "/about"?'],
  ['a question without its answer', head + '  - type: faq\n    items:\n      - question: Why?\n', '7:9  T › Questions and answers › Question 1: "Answer" is missing. Every question needs an answer: add `answer:`.'],
  ['a link to a blog post or the sitemap is fine', head + '  - type: hero\n    headline: H\n    text: /sitemap.xml\n    primary: { label: a, href: /blog/any-post-at-all }\n', ''],
];

describe('page mistakes in plain words', () => {
  it('suggests no page the site does not have for a link without its slash', () => {
    const [problem, ...more] = problemsOf(head + '  - type: hero\n    headline: H\n    primary: { label: a, href: how }\n');
    expect(more).toEqual([]);
    expect(problem).toContain('is not a link this site can use (found "how")');
    expect(problem).not.toMatch(/Did you mean/);
  });

  it.each(pageCases)('%s', (_name, text, expected) => {
    const problems = problemsOf(text);
    if (!expected) return expect(problems).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
    expect(problems[0]).not.toMatch(JARGON);
  });
});

// A schema of its own, as the blog's front matter has, to cover the rest of the wording.
const thing = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'thing.schema.json',
  title: 'Thing',
  description: 'A test shape.',
  type: 'object',
  additionalProperties: false,
  properties: {
    count: { title: 'Count', description: 'How many.', type: 'integer', minimum: 1, maximum: 9 },
    date: { title: 'Date', description: 'When.', type: 'string', format: 'date' },
    tags: { title: 'Tags', description: 'Words.', type: 'array', maxItems: 2, uniqueItems: true, items: { type: 'string', title: 'Tag', description: 'A word.' } },
    size: { title: 'Size', description: 'Small or a number.', anyOf: [{ const: 'small' }, { type: 'integer' }] },
    code: { title: 'Code', description: 'Three capital letters, such as INR.', type: 'string', pattern: '^[A-Z]{3}$' },
    cover: { $ref: 'common.schema.json#/definitions/image', title: 'Cover picture', description: 'The picture at the top.' },
    shape: {
      title: 'Shape',
      description: 'A circle or a square.',
      oneOf: [
        { title: 'Circle', type: 'object', additionalProperties: false, required: ['kind', 'radius'], properties: { kind: { title: 'Kind', description: 'Which shape.', const: 'circle' }, radius: { title: 'Radius', description: 'In pixels.', type: 'integer' } } },
        { title: 'Square', type: 'object', additionalProperties: false, required: ['kind', 'side'], properties: { kind: { title: 'Kind', description: 'Which shape.', const: 'square' }, side: { title: 'Side', description: 'In pixels.', type: 'integer' } } },
      ],
    },
  },
};

const thingCases: [string, string][] = [
  ['count: 0', '3:8  "Count" must be at least 1 (found 0).'],
  ['count: 12', '3:8  "Count" must be at most 9 (found 12).'],
  ['count: 2.5', '3:8  "Count" should be a whole number, not the number 2.5.'],
  ['date: 21/11/2026', '3:7  "Date" is not a valid date written as YYYY-MM-DD, such as 2026-11-21 (found "21/11/2026").'],
  ['tags: [a, b, c]', '3:7  "Tags" has 3 entries; at most 2 are allowed. Remove 1.'],
  ['tags: [a, a]', '3:7  "Tags": entries 1 and 2 are the same. Remove one of them.'],
  ['size: huge', '3:7  "Size" should be "small" or a whole number, not text ("huge").'],
  ['code: inr', '3:7  "Code" is not written the expected way (found "inr"). Three capital letters, such as INR.'],
  ['shape: { kind: square, sid: 3 }', '3:24  Shape: "sid" is not a field of "Shape". Did you mean "side"? Allowed fields: kind, side.'],
  ['shape: { kind: triangle, side: 3 }', '3:16  Shape: "Kind" must be one of circle, square (found "triangle").'],
  ['shape: { kind: circle, radius: wide }', '3:32  Shape: "Radius" should be a whole number, not text ("wide").'],
  ['shape: round', '3:8  "Shape" should be a circle or a square, not text ("round").'],
  ['cover: { src: /a.png, alt: A, width: 0, height: 10 }', '3:38  Cover picture: "Width" must be at least 1 (found 0).'],
  ['cover: { src: /a.png, alt: A, height: 5 }', '3:8  Cover picture: "Width" is missing. Every image needs a width: add `width:`.'],
];

describe('any schema, with the line offset of a front matter block', () => {
  it.each(thingCases)('%s', (line, expected) => {
    // Two lines (the opening --- and a comment) come before the parsed text in the real file.
    const source = parseYamlSource('content/blog/post.md', `# settings\n${line}\n`);
    const { problems, data } = validateYamlSource(source, thing, schemas, { lineOffset: 1, subject: 'blog post' });
    expect(data).toBeUndefined();
    expect(problems.map((p) => `${p.line}:${p.col}  ${p.message}`)).toEqual([expected]);
    expect(problems[0]!.message).not.toMatch(JARGON);
  });

  it('returns the data when it is valid, and YAML syntax errors as problems', () => {
    expect(validateYamlSource(parseYamlSource('a.md', 'count: 3\n'), thing, schemas).data).toEqual({ count: 3 });
    const broken = validateYamlSource(parseYamlSource('a.md', 'count: 3\ncount: 4\n'), thing, schemas, { lineOffset: 1 });
    expect(broken.problems).toEqual([{ file: 'a.md', line: 3, col: 1, message: 'The file cannot be read: "count" is written twice in the same place (first on line 2). Keep one of them.' }]);
  });
});
