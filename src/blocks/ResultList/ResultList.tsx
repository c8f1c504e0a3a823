import type { ResultListBlock } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import './ResultList.css';

export default function ResultList({ id, eyebrow, heading, intro, background, results, note }: ResultListBlock) {
  const Label = heading ? 'h3' : 'h2';
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="result-list">
      <ul className="result-list__items" role="list">
        {results.map((result, i) => (
          <li key={i} className="result-list__item">
            {/* The figure comes first visually but belongs to the label, so the heading carries both. */}
            <Label className="result-list__label">
              <span className="result-list__value">{result.value}</span> {result.label}
            </Label>
            {result.text && <p className="result-list__text">{result.text}</p>}
          </li>
        ))}
      </ul>
      {note && <p className="result-list__note">{note}</p>}
    </Section>
  );
}
