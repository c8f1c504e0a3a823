import { describe, expect, it } from 'vitest';
import { headLines } from './page-review.ts';
import type { HeadFacts } from './snapshot.ts';

const faq = (answers: string[]) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: answers.map((text, i) => ({ '@type': 'Question', name: `Question number ${i + 1}?`, acceptedAnswer: { '@type': 'Answer', text } })),
  });
const post = (date: string) => JSON.stringify({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'A post', datePublished: date, author: { '@type': 'Person', name: 'Someone' } });
const head = (jsonLd: string[]): HeadFacts => ({ title: 't', description: 'd', social: [], jsonLd }) as unknown as HeadFacts;

describe('what search engines read, in words', () => {
  it('names the answer to a question, never the data path', () => {
    const lines = headLines(head([post('2026-01-01'), faq(['One.', 'Two days.'])]), head([post('2026-01-01'), faq(['One.', 'Three days.'])]));
    expect(lines).toEqual(['What search engines read (the answer to question 2): "Two days." → "Three days."']);
    for (const line of lines) expect(line).not.toMatch(/JSON-LD|mainEntity|acceptedAnswer|@type|block \d/);
  });

  it('tells a question added or removed once, by its words', () => {
    const lines = headLines(head([faq(['One.', 'Two.'])]), head([faq(['One.'])]));
    expect(lines).toEqual(['What search engines read (question 2): "Question number 2?" (removed)']);
  });

  it("names an article's fields in words", () => {
    const lines = headLines(head([post('2026-01-01')]), head([post('2026-02-01')]));
    expect(lines).toEqual([`What search engines read (the article's date published): "2026-01-01" → "2026-02-01"`]);
  });
});
