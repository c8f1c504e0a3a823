import type { Statistic, StatsBlock as Statistics } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import { useCountUp } from './useCountUp.ts';
import { figureParts } from './figure.ts';
import './Stats.css';

const format = (value: number, decimals = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** One figure. Screen readers get the final value; the counting digits are hidden from them. */
function Figure({ item }: { item: Statistic }) {
  const { value: target, prefix, suffix, decimals } = figureParts(item);
  const [value, ref] = useCountUp(target);
  const final = `${prefix}${format(target, decimals)}${suffix}`;
  const shown = `${prefix}${format(decimals ? value : Math.round(value), decimals)}${suffix}`;
  return (
    <dd className="stats__value">
      <span ref={ref} className="stats__count" aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{final}</span>
    </dd>
  );
}

export default function Stats({ eyebrow, heading, intro, background, items, note }: Statistics) {
  return (
    <Section eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="stats">
      <dl className="stats__grid" data-count={items.length}>
        {items.map((item, i) => (
          <div className="stats__item" key={i}>
            <dt className="stats__label">{item.label}</dt>
            <Figure item={item} />
          </div>
        ))}
      </dl>
      {note && <p className="stats__note">{note}</p>}
    </Section>
  );
}
