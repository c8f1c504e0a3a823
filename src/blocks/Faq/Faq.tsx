import type { FaqBlock } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import { RenderedNodes } from '../Prose/RenderedNodes.tsx';
import './Faq.css';

/**
 * Questions that open to show their answer. Native <details>/<summary>: it opens and closes
 * without JavaScript, by keyboard (Enter or Space on the question) and is announced as
 * expanded or collapsed by screen readers. The answers arrive as an element tree made from
 * their markdown at build time.
 */
export default function Faq({ id, eyebrow, heading, intro, background, items }: FaqBlock) {
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="faq">
      <div className="faq__list">
        {items.map((item, i) => (
          <details key={i} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">{item.document ? <RenderedNodes nodes={item.document} /> : <p>{item.answer}</p>}</div>
          </details>
        ))}
      </div>
    </Section>
  );
}
