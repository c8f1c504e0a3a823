import { describe, expect, it } from 'vitest';
import site from 'virtual:site';
import type { FaqBlock, Page } from '../../../src/generated/content.ts';
import { buildHead } from '../../../src/head/buildHead.ts';
import { plainText } from '../../../src/head/faqJsonLd.ts';
import { headToHtml } from '../../../src/head/headHtml.ts';
import { prepareBlock } from '../../../scripts/content/prepare.ts';
import { blockExample } from '../../support/block-example.ts';

const example = blockExample('faq');
const seo = { title: 'Questions | Brand', description: 'What people ask.' };
const pageWith = (...blocks: Page['blocks'][number][]): Page => ({ seo, blocks: blocks as Page['blocks'] });
const faqOf = (head: ReturnType<typeof buildHead>) => head.jsonLd.filter((j) => j['@type'] === 'FAQPage');

describe('FAQPage structured data', () => {
  it('is made from the same questions and answers the page shows, beside the page\'s own data', () => {
    const head = buildHead(pageWith(example), site, '/questions');
    expect(head.jsonLd[0]!['@type']).toBe('WebPage');
    const [faq] = faqOf(head);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: example.items.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: plainText(q.document!) } })),
    });
  });

  it('gives the answer as plain words: no markdown signs, paragraphs and points on their own lines', () => {
    const [faq] = faqOf(buildHead(pageWith(example), site, '/questions'));
    const texts = (faq!.mainEntity as { acceptedAnswer: { text: string } }[]).map((q) => q.acceptedAnswer.text);
    for (const text of texts) expect(text).not.toMatch(/\*\*|\]\(|^- |</m);
    const listed = example.items.find((q) => /^- /m.test(q.answer));
    if (listed) {
      const points = [...listed.answer.matchAll(/^- (.+)$/gm)].map((m) => m[1]);
      expect(texts[example.items.indexOf(listed)]!.split('\n')).toEqual(expect.arrayContaining(points));
    }
  });

  it('joins the questions of every faq block of a page into one FAQPage, and adds none without questions', () => {
    const second: FaqBlock = prepareBlock({ type: 'faq', items: [{ question: 'A second block?', answer: 'Yes, *also* counted.' }] }) as FaqBlock;
    const [faq] = faqOf(buildHead(pageWith(example, second), site, '/questions'));
    expect((faq!.mainEntity as { name: string }[]).map((q) => q.name)).toEqual([...example.items.map((q) => q.question), 'A second block?']);
    expect((faq!.mainEntity as { acceptedAnswer: { text: string } }[]).at(-1)!.acceptedAnswer.text).toBe('Yes, also counted.');
    expect(faqOf(buildHead(pageWith({ type: 'cta', heading: 'H', button: { label: 'L', href: '/' } }), site, '/x'))).toEqual([]);
  });

  it('keeps a blog post\'s own structured data and still adds the questions', () => {
    const head = buildHead(pageWith(example), site, '/blog/x', { jsonLd: [{ '@type': 'BlogPosting' }] });
    expect(head.jsonLd.map((j) => j['@type'])).toEqual(['BlogPosting', 'FAQPage']);
  });

  it('cannot break out of its script element, whatever a question says', () => {
    const hostile = '</script><script>alert(1)</script><!-- & "quotes"';
    const block = prepareBlock({ type: 'faq', items: [{ question: hostile, answer: 'No.' }] }) as FaqBlock;
    const html = headToHtml(buildHead(pageWith(block), site, '/questions'));
    const scripts = [...html.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(html.match(/<script/g)).toHaveLength(scripts.length);
    expect(html).not.toContain('<!--');
    const faq = scripts.map((s) => JSON.parse(s) as { '@type': string; mainEntity?: { name: string }[] }).find((j) => j['@type'] === 'FAQPage');
    expect(faq!.mainEntity![0]!.name).toBe(hostile);
  });
});
