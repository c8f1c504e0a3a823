import { useId } from 'react';
import type { RoiBlock as ROICalculation } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import './Roi.css';

type Operation = NonNullable<ROICalculation['lines'][number]['operation']>;

// The symbol is what sighted readers see; screen readers hear the word instead.
const OPERATIONS: Record<Operation, { symbol: string; word: string }> = {
  times: { symbol: '×', word: 'times' },
  plus: { symbol: '+', word: 'plus' },
  minus: { symbol: '−', word: 'minus' },
  'divided-by': { symbol: '÷', word: 'divided by' },
  equals: { symbol: '=', word: 'equals' },
};

export default function Roi({ id, eyebrow, heading, intro, background, badge = 'Illustrative example', lines, result, figures, note }: ROICalculation) {
  const Title = heading ? 'h3' : 'h2';
  const captionId = useId();
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="roi">
      <div className={`roi__layout${figures && figures.length > 0 ? ' roi__layout--with-figures' : ''}`}>
        <figure className="roi__panel" aria-labelledby={captionId}>
          <figcaption id={captionId} className="roi__badge">{badge}</figcaption>
          <ol className="roi__lines">
            {lines.map((line, i) => {
              const op = line.operation ? OPERATIONS[line.operation] : undefined;
              return (
                <li key={i} className={`roi__line${line.operation === 'equals' ? ' roi__line--subtotal' : ''}`}>
                  <span className="roi__op">
                    {op && <span aria-hidden="true">{op.symbol}</span>}
                    {op && <span className="visually-hidden">{op.word}</span>}
                  </span>
                  <span className="roi__value">{line.value}</span>
                  <span className="roi__label">{line.label}</span>
                </li>
              );
            })}
          </ol>
          <p className="roi__result">
            <span className="roi__op" aria-hidden="true">=</span>
            <span className="visually-hidden">equals </span>
            <strong className="roi__result-value">{result.value}</strong>
            <span className="roi__result-label">{result.label}</span>
          </p>
        </figure>
        {figures && figures.length > 0 && (
          <ul className="roi__figures" role="list">
            {figures.map((f, i) => (
              <li key={i} className="roi__figure">
                <Title className="roi__figure-title">
                  <span className="roi__figure-value">{f.value}</span> {f.label}
                </Title>
              </li>
            ))}
          </ul>
        )}
      </div>
      {note && <p className="roi__note">{note}</p>}
    </Section>
  );
}
