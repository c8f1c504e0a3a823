import { afterEach, describe, expect, it } from 'vitest';
import { blockingProblems, formatProblem } from '../../../scripts/content/problem.ts';
import { JARGON } from '../content/jargon.ts';
import { editedFixture, lineOf, load } from './fixture-site.ts';

// Each check on claims, on a copy of the claims fixture with one mistake in it: the message, its
// file:line:col, and whether it is an error or a warning.
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function problemsWith(edits: Parameters<typeof editedFixture>[0]) {
  const copy = editedFixture(edits);
  cleanup = copy.remove;
  const content = load(copy.root);
  return { content, root: copy.root, problems: content.problems, shown: content.problems.map((p) => `${p.file}:${p.line}:${p.col}  ${p.severity === 'warning' ? 'Warning: ' : ''}${p.message}`) };
}
const addToHome = (yaml: string) => (text: string) => `${text}\n${yaml}`;

describe('an unknown claim id', () => {
  it('is an error at the line and column of the reference, with a did-you-mean', () => {
    const { shown, problems } = problemsWith({ 'pages/news.yaml': (t) => t.replace('headline: Nothing to report', 'headline: Nothing but {{rows-serched}} rows') });
    expect(shown).toEqual([
      'content/pages/news.yaml:6:27  News › Hero › Headline: "{{rows-serched}}" is not a claim. Did you mean {{rows-searched}}? Figures and facts are defined in content/claims.yaml; `npm run claims` lists them all.',
    ]);
    expect(blockingProblems(problems)).toHaveLength(1);
  });

  it('is found in a blog post\'s markdown text too, at its line in the file', () => {
    const { shown, root } = problemsWith({ 'blog/first-post.md': (t) => t.replace('for {{customers}} customers', 'for {{customer}} customers') });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^content\/blog\/first-post\.md:11:\d+  The article text: "\{\{customer\}\}" is not a claim\. Did you mean \{\{customers\}\}\?/);
    expect(lineOf(root, 'content/blog/first-post.md', 11)).toContain('{{customer}}');
  });

  it('says so plainly when the site has no claims file', () => {
    const { shown } = problemsWith({ 'claims.yaml': '', 'pages/news.yaml': (t) => t.replace('Nothing to report', 'Nothing {{new-figure}}') });
    expect(shown.some((s) => s.includes('"{{new-figure}}" is not a claim.'))).toBe(true);
  });

  it('reports braces that are not a whole {{…}}', () => {
    const { shown } = problemsWith({ 'pages/news.yaml': (t) => t.replace('Nothing to report', 'Nothing {{rows-searched to report') });
    expect(shown).toEqual([expect.stringMatching(/^content\/pages\/news\.yaml:6:\d+  News › Hero › Headline: a claim is written with two braces on each side/)]);
  });
});

describe('a value starting with {{ written without quotes', () => {
  it('says exactly what to type at its line, and still checks the rest of the file', () => {
    const { shown } = problemsWith({
      'pages/news.yaml': (t) => t.replace('headline: Nothing to report', 'headline: {{rows-searched}} rows and counting\n    text: 42'),
    });
    expect(shown).toContain(
      'content/pages/news.yaml:6:15  News › Hero: a value that starts with {{ must be in quotes, or YAML reads the braces as a group of fields. Write the line as:  headline: "{{rows-searched}} rows and counting"',
    );
    // The rest of the page is read as if the quotes were there: its other mistake is reported too.
    expect(shown.some((s) => s.startsWith('content/pages/news.yaml:7:11  News › Hero: "Paragraph" should be text, not the number 42.'))).toBe(true);
  });

  it('covers the whole value alone, as YAML otherwise reads it as a group of fields', () => {
    const { shown } = problemsWith({ 'pages/news.yaml': (t) => t.replace('headline: Nothing to report', 'headline: {{rows-searched}}') });
    expect(shown).toEqual(['content/pages/news.yaml:6:15  News › Hero: a value that starts with {{ must be in quotes, or YAML reads the braces as a group of fields. Write the line as:  headline: "{{rows-searched}}"']);
  });

  it('inside [ … ] or { … } asks for quotes around every text with braces on the line', () => {
    const { shown } = problemsWith({ 'pages/news.yaml': addToHome('  - type: cta\n    heading: Call us\n    button: { label: Call {{studio-phone}}, href: /about }\n    points: [Fast, Within {{customers}} hours]\n') });
    expect(shown).toEqual([
      'content/pages/news.yaml:10:27  News › Call to action › Button: text with {{…}} in it must be in quotes inside [ … ] or { … }, or YAML cannot read the line. Write the line as:  button: { label: "Call {{studio-phone}}", href: /about }',
      'content/pages/news.yaml:11:27  News › Call to action › Reassurance points: text with {{…}} in it must be in quotes inside [ … ] or { … }, or YAML cannot read the line. Write the line as:  points: [Fast, "Within {{customers}} hours"]',
    ]);
  });
});

describe('the claims file', () => {
  it('needs a source and a date on every figure', () => {
    const { shown } = problemsWith({ 'claims.yaml': (t) => t.replace('    source: Fixture customer list\n    as_of: 2026-01-15\n', '') });
    expect(shown).toEqual([
      'content/claims.yaml:9:5  Figures and facts › Figure "customers": "Source" is missing. Every figure needs a source: add `source:`.',
      'content/claims.yaml:9:5  Figures and facts › Figure "customers": "As of" is missing. Every figure needs an as of: add `as_of:`.',
    ]);
  });

  it('lets facts go without a source and a date', () => {
    expect(problemsWith({}).problems).toEqual([]);
  });

  it('refuses an id that cannot be written between braces, and an id defined twice', () => {
    const { shown } = problemsWith({ 'claims.yaml': (t) => t.replace('  studio-city:', '  Studio City:').replace('facts:\n', 'facts:\n  customers:\n    value: "7"\n') });
    expect(shown.filter((s) => s.startsWith('content/claims.yaml'))).toEqual([
      'content/claims.yaml:13:3  "customers" is already defined on line 8. Every figure and fact needs its own id: rename one of them.',
      'content/claims.yaml:19:3  The id "Studio City" cannot be used: ids are lowercase letters and digits joined by hyphens, such as "studio-city".',
    ]);
  });
});

describe('warnings', () => {
  it('names an out-of-date figure and every place that shows it; they fail only --strict', () => {
    const { shown, problems } = problemsWith({ 'site.yaml': (t) => t.replace('maxAgeMonths: 1200', 'maxAgeMonths: 1'), 'claims.yaml': (t) => t.replace('as_of: 2026-01-15\n    note', 'as_of: 2020-01-15\n    note') });
    const stale = shown.find((s) => s.includes('rows-searched ("750K") is dated 2020-01-15'))!;
    expect(stale).toMatch(/^content\/claims\.yaml:6:5  Warning: The figure rows-searched \("750K"\) is dated 2020-01-15 \(\d+ years?( \d+ months?)? ago\), older than the 1-month limit\. Check it is still true, then update as_of/);
    expect(stale).toContain('It is shown on / (content/pages/index.yaml:2, 3, 7, 9, 20, 28) and /blog/first-post (content/blog/first-post.md:2, 11).');
    expect(problems.every((p) => p.severity === 'warning')).toBe(true);
    expect(blockingProblems(problems)).toEqual([]);
    expect(blockingProblems(problems, { strict: true }).length).toBeGreaterThan(0);
  });

  it('notes a claim that nothing uses', () => {
    const { shown } = problemsWith({ 'claims.yaml': addToHome('  spare-fact:\n    value: Never shown\n') });
    expect(shown).toEqual(['content/claims.yaml:20:3  Warning: The fact spare-fact ("Never shown") is not used anywhere. Show it by writing {{spare-fact}} in a page, site.yaml or a blog post, or delete it.']);
  });

  it('suggests the claim for a figure written out in a page that uses it', () => {
    const { shown } = problemsWith({ 'pages/index.yaml': (t) => t.replace('text: The second card.', 'text: Another 750K rows.') });
    expect(shown).toEqual([
      'content/pages/index.yaml:22:23  Warning: Home › Card grid › Card 2 › Text: "750K" is the claim rows-searched; use it by name so it changes when the claim does: write {{rows-searched}} in its place.',
    ]);
  });

  it('asks for quotes when the written-out figure is the whole value', () => {
    const { shown } = problemsWith({ 'pages/index.yaml': (t) => t.replace('eyebrow: Fixture', 'eyebrow: "750K"') });
    expect(shown).toEqual([expect.stringContaining('"750K" is the claim rows-searched; use it by name so it changes when the claim does: write "{{rows-searched}}" (in quotes, because it starts the value).')]);
  });

  it('leaves short figures alone on pages that do not use the claim, but not an email address', () => {
    const { shown } = problemsWith({ 'pages/news.yaml': (t) => t.replace('headline: Nothing to report', 'headline: Nothing to report, 750K times\n    text: Write to studio@fixture.example') });
    expect(shown).toEqual([expect.stringMatching(/^content\/pages\/news\.yaml:7:20  Warning: News › Hero › Paragraph: "studio@fixture\.example" is the claim studio-email; use it by name/)]);
  });

  it('suggests only a whole word: never a figure inside a range or glued to another', () => {
    const { problems } = problemsWith({ 'pages/index.yaml': (t) => t.replace('text: The second card.', 'text: "From 500-750K rows, 750K/month and x750K."') });
    expect(problems).toEqual([]);
    const { shown } = problemsWith({ 'pages/index.yaml': (t) => t.replace('text: The second card.', 'text: "Searched (750K) rows."') });
    expect(shown).toEqual([expect.stringContaining('"750K" is the claim rows-searched')]);
  });

  it('leaves a short figure alone in another section of a page that uses the claim (most likely another result)', () => {
    const { problems } = problemsWith({ 'pages/index.yaml': (t) => t.replace('label: Customers }', 'label: "Customers, 750K of them" }') });
    expect(problems).toEqual([]);
  });

  it('ignores ordinary words and numbers, and a figure that is only part of a longer one', () => {
    const { problems } = problemsWith({ 'pages/index.yaml': (t) => t.replace('text: The second card.', 'text: In 2026, 120 teams asked 750K+ times, within 24 hours.') });
    expect(problems).toEqual([]);
  });
});

it('words every claim message for people, never for developers', () => {
  const { problems, content } = problemsWith({
    'pages/news.yaml': (t) => t.replace('headline: Nothing to report', 'headline: {{rows-serched}}'),
    'claims.yaml': (t) => t.replace('    source: Fixture customer list\n', ''),
  });
  const text = problems.map((p) => formatProblem(p, content.sources.get(p.file))).join('\n');
  expect(text).not.toMatch(JARGON);
});
