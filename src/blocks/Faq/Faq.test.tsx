// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { blockExample } from '../../../tests/support/block-example.ts';
import { renderAt } from '../../../tests/support/render.tsx';
import { plainText } from '../../head/faqJsonLd.ts';
import Faq from './Faq.tsx';

// The schema's own example, prepared like the build prepares it: its text is written only there.
const example = blockExample('faq');

it('shows every question as a closed disclosure that opens natively (no script needed)', () => {
  const { container } = renderAt(<Faq {...example} />);
  const details = [...container.querySelectorAll('details')];
  expect(details.map((d) => d.querySelector(':scope > summary')?.textContent)).toEqual(example.items.map((q) => q.question));
  expect(details.every((d) => !d.open)).toBe(true);
  if (example.heading) expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(example.heading);
});

it('renders each answer from its markdown as elements: paragraphs, emphasis, lists and safe links', () => {
  const { container } = renderAt(<Faq {...example} />);
  const answers = [...container.querySelectorAll('.faq__answer')] as HTMLElement[];
  example.items.forEach((item, i) => {
    const answer = answers[i]!;
    // The words the answer says, and none of the markdown signs.
    expect(answer.textContent).not.toMatch(/\*\*|\]\(/);
    expect(answer.textContent!.replace(/\s+/g, '')).toBe(plainText(item.document!).replace(/\s+/g, ''));
    const links = [...item.answer.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)];
    expect(within(answer).queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(links.map((m) => [m[1], m[2]]));
    const bold = [...item.answer.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);
    expect([...answer.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(bold);
    if (/^- /m.test(item.answer)) expect(answer.querySelectorAll('ul > li').length).toBe(item.answer.match(/^- /gm)!.length);
  });
});

it('shows the answer as written when the build has not prepared it (never an empty answer)', () => {
  const [first] = example.items;
  const { container } = renderAt(<Faq type="faq" items={[{ question: first.question, answer: first.answer }]} />);
  expect(container.querySelector('.faq__answer')!.textContent).toBe(first.answer);
});
