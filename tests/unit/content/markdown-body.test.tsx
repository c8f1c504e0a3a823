// @vitest-environment happy-dom
import path from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '../../../src/blog/body/ArticleBody.tsx';
import { markdownProblems } from '../../../scripts/content/checks/markdown-body.ts';
import { markdownFieldLinks } from '../../../scripts/content/checks/markdown-fields.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';
import { pagePlaces } from '../../../scripts/content/page-places.ts';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import type { Page } from '../../../src/generated/content.ts';
import { loadContent } from '../../../scripts/content/load.ts';
import { siteAddresses } from '../../../scripts/content/site-addresses.ts';
import { markdownToBody } from '../../../src/blog/body/markdown.ts';
import { JARGON } from './jargon.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const site = siteAddresses(['/', '/about', '/strategy-call', '/blog/:slug'], ['favicon.svg', 'blog/chart.svg']);
const check = (markdown: string) => markdownProblems(markdown, 'content/blog/post.md', 10, site);

describe('a blog post body is checked at its lines in the .md file', () => {
  const { problems } = loadContent(path.join(project, 'tests/fixtures/blog-body-mistakes'), path.join(project, 'schemas'));
  const expected: [string, string, string][] = [
    ['9:6', 'The HTML tag <b> does not work in an article: articles are written in Markdown, and HTML is left out of the page (the words around the tag stay, unformatted).', 'Write **bold words** instead of <b>bold words</b>.'],
    ['9:41', 'The HTML tag <br> does not work in an article', 'Leave a blank line to start a new paragraph instead of <br>'],
    ['11:1', 'The HTML tag <div> does not work in an article: articles are written in Markdown, and HTML is left out of the page, here with the text after it up to the next blank line.', 'Remove the tags and keep the words'],
    ['15:6', 'The link "/abuot" goes to a page this site does not have.', 'Did you mean "/about"?'],
    ['15:26', 'The link "/files/brochure.pdf" points to a file the site does not have.', 'Upload the file, or correct the address.'],
    ['15:66', 'The link "about" is shown as plain words, not as a link', 'Did you mean "/about"? Pages of this site start with /.'],
    ['17:1', 'The link "javascript:alert(1)" is not allowed: links in an article may only go to a page of this site (/about), a web address (https://…) or an email address (mailto:…).', 'Link to a page or a web address instead, or remove the link.'],
    ['17:33', 'The link "tel:+911234567890" is shown as plain words, not as a link', 'Write the phone number as plain words'],
    ['19:1', "The picture \"/blog/chart.webp\" is not one of the site's pictures.", 'Upload the picture, or correct the address.'],
    ['19:54', 'The picture "/blog/chart.svg" has no description', 'Write what it shows between the square brackets: ![A chart of leads per month](/blog/chart.svg).'],
    ['21:1', "The picture \"data:image/gif;base64,R0lGODlhAQABAAAAACw=\" is not allowed: a picture in an article must be one of the site's pictures", 'Upload the picture and write'],
    ['25:1', 'The HTML tag <script> does not work in an article', 'Remove it: an article never runs scripts.'],
  ];

  it('reports each mistake once, at its line and column, and nothing on the lines that are fine', () => {
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col}`)).toEqual(expected.map(([at]) => `content/blog/first-post.md:${at}`));
  });

  it.each(expected)('%s: words and fix', (at, words, hint) => {
    const problem = problems.find((p) => `${p.line}:${p.col}` === at)!;
    expect(problem.message).toContain(words);
    expect(problem.hint).toContain(hint);
    expect(problem.message + problem.hint).not.toMatch(JARGON);
  });

  it('a picture without a description is a warning; everything else stops the build', () => {
    expect(problems.filter((p) => p.severity === 'warning').map((p) => `${p.line}:${p.col}`)).toEqual(['19:54']);
  });
});

describe('HTML in an article: the fix is the same thing written in Markdown', () => {
  it.each([
    ['<i>soon</i>', '*words in italics*'],
    ['<a href="https://example.com">site</a>', '[the words to click](https://example.com)'],
    ['<h2>Title</h2>', 'Start the line with "## "'],
    ['<ul><li>one</li></ul>', 'Start each point on its own line with "- "'],
    ['<img src="/blog/chart.svg" alt="x">', '![what the picture shows](/blog/picture.webp)'],
    ['<iframe src="https://video.example.com"></iframe>', '[Watch the video](https://…)'],
    ['<blink>old</blink>', 'Remove <blink> and write the text in Markdown.'],
  ])('%s', (html, fix) => {
    const [problem] = check(`Intro.\n\n${html}\n`);
    expect(problem!.line).toBe(12);
    expect(problem!.hint).toContain(fix);
  });

  it('points at the tag even when the line starts with spaces', () => {
    expect(check('Intro.\n\n   <div>x</div>\n').map((p) => `${p.line}:${p.col}`)).toEqual(['12:4']);
  });

  it('says nothing about notes in <!-- comments -->, closing tags or tags inside `code`', () => {
    expect(check('A <!-- note --> here, and `<b>` as code.\n\n```\n<div>sample</div>\n```\n')).toEqual([]);
    expect(check('Some <b>bold</b> text.')).toHaveLength(1);
  });
});

describe('links and pictures', () => {
  it('treats a {{claim}} address as opaque (it is filled in when content loads)', () => {
    expect(check('[Book]({{booking-url}}) and ![{{chart-alt}}]({{chart-picture}}) and ![]({{chart-picture}})')).toEqual([]);
  });

  it('checks the address of a [name]: /address line, as a picture when a picture uses it', () => {
    const problems = check('See [the page][p] and ![A chart][c].\n\n[p]: /abuot\n[c]: /blog/chart.png\n');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [12, 'The link "/abuot" goes to a page this site does not have.'],
      [13, "The picture \"/blog/chart.png\" is not one of the site's pictures."],
    ]);
    expect(problems[1]!.hint).toBe('Did you mean "/blog/chart.svg"?');
  });

  it('accepts pages, blog posts, public files, web and email addresses', () => {
    expect(check('[a](/) [b](/about#team) [c](/blog/any-post) [d](/favicon.svg) [e](https://example.com) [f](mailto:a@b.co) ![A chart](/blog/chart.svg) ![A photo](https://cdn.example.com/p.webp)')).toEqual([]);
  });

  it('says how to write a web or email address without its prefix', () => {
    expect(check('[site](www.example.com)')[0]!.hint).toBe('Add https:// in front: "https://www.example.com".');
    expect(check('[mail](hello@example.com)')[0]!.hint).toBe('For an email address write "mailto:hello@example.com".');
  });
});

describe('the check agrees with the blog renderer', () => {
  const renderBody = (markdown: string) =>
    render(
      <MemoryRouter>
        <ArticleBody body={markdownToBody(markdown)} />
      </MemoryRouter>,
    ).container.querySelector('.article-body')!;

  // What the check refuses, the page leaves out; what it accepts, the page shows.
  it.each([
    ['[x](javascript:alert(1))', 'a'],
    ['[x](tel:+911234567890)', 'a'],
    ['[x](about)', 'a'],
    ['![A tracker](data:image/gif;base64,R0lGOD)', 'img'],
    ['![A chart](chart.svg)', 'img'],
    ['<b>bold</b> words', 'b'],
  ])('refused and not shown: %s', (markdown, tag) => {
    expect(check(markdown).filter((p) => p.severity !== 'warning')).not.toEqual([]);
    expect(renderBody(markdown).querySelector(tag)).toBeNull();
  });

  it.each([
    ['[x](/about)', 'a'],
    ['[x](mailto:a@b.co)', 'a'],
    ['![A chart](/blog/chart.svg)', 'img'],
    ['![A photo](https://cdn.example.com/p.webp)', 'img'],
  ])('accepted and shown: %s', (markdown, tag) => {
    expect(check(markdown)).toEqual([]);
    expect(renderBody(markdown).querySelector(tag)).not.toBeNull();
  });
});

describe('links in the markdown of page blocks (prose texts, answers)', () => {
  const pageLinks = (yaml: string) => {
    const source = parseYamlSource('content/pages/x.yaml', yaml);
    const page = source.doc.toJS() as Page;
    const schemas = loadSchemas(path.join(project, 'schemas'));
    return markdownFieldLinks([{ file: source.file, page }], new Map([[source.file, source]]), site, (p) => pagePlaces(schemas, '/x', p.page, undefined));
  };
  const head = 'seo: { title: Terms | Fixture, description: D }\nblocks:\n';

  it('points into a | text at the link, and at the value when the text is on one line', () => {
    const problems = pageLinks(`${head}  - type: prose\n    updated: "2026-01-01"\n    markdown: |\n      ## Terms\n\n      See [the call](/strategy-cal).\n  - type: faq\n    items:\n      - { question: Q?, answer: "[Here](/abuot)" }\n`);
    expect(problems.map((p) => `${p.line}:${p.col} ${p.message} ${p.hint}`)).toEqual([
      '8:11 Terms › Prose: The link "/strategy-cal" goes to a page this site does not have. Did you mean "/strategy-call"?',
      '11:33 Terms › Questions and answers: The answer to "Q?": the link "/abuot" goes to a page this site does not have. Did you mean "/about"?',
    ]);
    expect(problems[0]!.path).toEqual(['blocks', 0, 'markdown']);
  });

  it('leaves pages that exist, claims and other kinds of links alone', () => {
    expect(pageLinks(`${head}  - type: faq\n    items:\n      - { question: Q?, answer: "[a](/about) [b]({{claim-url}}) [c](https://x.example) [d](mailto:a@b.co)" }\n`)).toEqual([]);
  });
});
