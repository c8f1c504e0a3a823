import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../scripts/content/load.ts';
import { JARGON } from './jargon.ts';

// Each folder in tests/fixtures is a tiny complete site with exactly one mistake (valid/ has none).
// They are checked with the project's real schemas, as `npm run validate` checks content/.
const project = path.resolve(import.meta.dirname, '../../..');
const check = (fixture: string) => loadContent(path.join(project, 'tests/fixtures', fixture), path.join(project, 'schemas'));


const cases: { fixture: string; file: string; line: number; col: number; words: string[]; hint?: string }[] = [
  {
    fixture: 'unknown-field',
    file: 'content/pages/index.yaml',
    line: 7,
    col: 5,
    words: ['Home › Hero: "headlin" is not a field of a hero section.', 'Did you mean "headline"?', 'Allowed fields: eyebrow, headline, rotating, text, primary, secondary'],
  },
  {
    fixture: 'unknown-block-type',
    file: 'content/pages/about.yaml',
    line: 5,
    col: 11,
    words: ['About › Section 1: "heroo" is not a type of section.', 'Did you mean "hero"?', 'Types of section:', 'card-grid', 'cta'],
  },
  {
    fixture: 'missing-field',
    file: 'content/pages/index.yaml',
    line: 16,
    col: 9,
    words: ['Home › Card grid › Card 2: "Title" is missing.', 'Every card needs a title: add `title:`.'],
  },
  {
    fixture: 'not-an-allowed-value',
    file: 'content/pages/index.yaml',
    line: 12,
    col: 14,
    words: ['Home › Card grid: "Columns on wide screens" must be one of 2 (two side by side), 3 (three side by side), 4 (four side by side) (found 5).'],
  },
  {
    fixture: 'wrong-kind-of-value',
    file: 'content/pages/index.yaml',
    line: 7,
    col: 15,
    words: ['Home › Hero: "Rotating phrases" should be a list, not text ("Leads, sales and support").', 'on its own line', 'starting with "- "'],
  },
  {
    fixture: 'text-too-long',
    file: 'content/pages/about.yaml',
    line: 3,
    col: 16,
    words: ['About › Search and sharing: "Page description" is too long: 209 characters, at most 170. Shorten it by 39.'],
  },
  {
    fixture: 'link-not-allowed',
    file: 'content/pages/about.yaml',
    line: 9,
    col: 41,
    words: [
      'About › Call to action › Button: "Link target" is not a link this site can use (found "www.fixture.example/contact").',
      'starting with / (such as /strategy-call)',
      'https://',
      'mailto:',
      'tel:',
      'Add https:// in front',
    ],
  },
  {
    fixture: 'yaml-syntax-error',
    file: 'content/pages/about.yaml',
    line: 8,
    col: 14,
    words: ['The file cannot be read:', 'contains ": "', 'Put text containing ": " in quotes'],
  },
  {
    fixture: 'duplicate-key',
    file: 'content/pages/about.yaml',
    line: 7,
    col: 5,
    words: ['The file cannot be read: "headline" is written twice in the same place (first on line 6). Keep one of them.'],
  },
  {
    // about/ sorts before about.yaml, so the plain file is the second claim.
    fixture: 'duplicate-route',
    file: 'content/pages/about.yaml',
    line: 1,
    col: 1,
    words: ['This file makes the page /about, and so does content/pages/about/index.yaml.', 'rename or remove one of them'],
  },
  {
    fixture: 'broken-internal-link',
    file: 'content/pages/index.yaml',
    line: 9,
    col: 39,
    words: ['Home › Hero › Main button: "Link target" points to "/abuot", which is not a page of this site.', 'Did you mean "/about"?'],
  },
  {
    fixture: 'page-without-blocks',
    file: 'content/pages/about.yaml',
    line: 4,
    col: 1,
    words: ['About: this page has no sections.', 'Add `blocks:` with at least one section'],
  },
  {
    fixture: 'missing-seo-title',
    file: 'content/pages/about.yaml',
    line: 2,
    col: 3,
    words: ['About › Search and sharing: "Page title" is missing.', 'add `title:`'],
  },
  {
    fixture: 'empty-seo-description',
    file: 'content/pages/about.yaml',
    line: 3,
    col: 16,
    words: ['About › Search and sharing: "Page description" is empty.', 'the summary under the headline in search results'],
  },
  {
    // index.yaml is read after about.yaml, so it is the page repeating the title.
    fixture: 'duplicate-seo-title',
    file: 'content/pages/index.yaml',
    line: 2,
    col: 10,
    words: ['Home › Search and sharing: the page title "Fixture Studio | Home" is also used by content/pages/about.yaml.', 'its own title'],
  },
  {
    fixture: 'site-settings-problem',
    file: 'content/site.yaml',
    line: 18,
    col: 7,
    words: ['Site settings › Footer › Company list › Company link 3: "Label" is missing.', 'add `label:`'],
  },
  {
    fixture: 'markdown-not-allowed',
    file: 'content/pages/about.yaml',
    line: 14,
    col: 7,
    words: ['About › Prose: HTML is not allowed in this text; use markdown only.'],
    hint: 'Remove the tags and keep the words: Markdown has no boxes, colours or fonts.',
  },
  {
    fixture: 'invalid-code-sample',
    file: 'content/pages/about.yaml',
    line: 11,
    col: 15,
    words: ['About › Code samples: Sample "Send a chatbot message": the code is not valid JSON'],
  },
  {
    fixture: 'missing-public-file',
    file: 'content/site.yaml',
    line: 6,
    col: 15,
    words: ['Site settings: "Default sharing image" points to "/og/share.png", which is not one of the site\'s files. Upload it, or correct the address.'],
  },
  {
    fixture: 'faq-answer-not-allowed',
    file: 'content/pages/about.yaml',
    line: 16,
    col: 11,
    words: ['About › Questions and answers: The answer to "Can an answer have sections?": headings are not available in this text.'],
    hint: 'Remove the # signs at the start of the line; a blank line before it is enough to start a new paragraph.',
  },
  {
    fixture: 'markdown-link-nowhere',
    file: 'content/pages/about.yaml',
    line: 13,
    col: 18,
    words: ['About › Questions and answers: The answer to "Where do I start?": the link "/abuot" goes to a page this site does not have.'],
    hint: 'Did you mean "/about"?',
  },
  {
    fixture: 'bad-indentation',
    file: 'content/pages/about.yaml',
    line: 8,
    col: 6,
    words: ['The file cannot be read: line 8 is indented by 5 spaces, further in than the other fields of the list entry starting on line 7.'],
    hint: 'Indent it by 4 spaces, lined up with "type:" on line 7.',
  },
];

describe('a broken fixture site is reported at its exact place, in plain words', () => {
  it.each(cases)('$fixture: $file:$line:$col', ({ fixture, file, line, col, words, hint }) => {
    const { problems } = check(fixture);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col}`)).toEqual([`${file}:${line}:${col}`]);
    for (const w of words) expect(problems[0]!.message).toContain(w);
    expect(problems[0]!.hint).toBe(hint);
    expect(problems[0]!.message).not.toMatch(JARGON);
  });
});

it('the valid fixture site has no problems and every page loads', () => {
  const content = check('valid');
  expect(content.problems).toEqual([]);
  expect(content.pages.map((p) => p.route)).toEqual(['/', '/about']);
  expect(content.site?.name).toBe('Fixture Studio');
});
