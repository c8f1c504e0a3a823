import type { Statistics } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import './Stats.css';

const format = (value: number, decimals = 0) => value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

export default function Stats({ eyebrow, heading, intro, background, items, note }: Statistics) {
  return (
    <Section eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="stats">
      <dl className="stats__grid">
        {items.map((item) => (
          <div className="stats__item" key={item.label}>
            <dt className="stats__label">{item.label}</dt>
            <dd className="stats__value">{item.prefix}{format(item.value, item.decimals)}{item.suffix}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="stats__note">{note}</p>}
    </Section>
  );
}
