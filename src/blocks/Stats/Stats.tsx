import { useEffect, useRef } from 'react';
import type { Statistic, StatsBlock as Statistics } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import { shownAt, startCounters } from './Stats.browser.ts';
import './Stats.css';

/** One figure, final value in the markup. Screen readers get the final value; the counting digits are hidden from them. */
function Figure({ item }: { item: Statistic }) {
  const final = shownAt(item);
  return (
    <dd className="stats__value">
      <span className="stats__count" aria-hidden="true">{final}</span>
      <span className="visually-hidden">{final}</span>
    </dd>
  );
}

/** The figures count up as they scroll into view (Stats.browser.ts: a built page runs it without React, here an effect does). */
export default function Stats({ eyebrow, heading, intro, background, items, note }: Statistics) {
  const grid = useRef<HTMLDListElement>(null);
  useEffect(() => (grid.current ? startCounters(grid.current, items) : undefined), [items]);
  return (
    <Section eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="stats">
      <dl ref={grid} className="stats__grid" data-count={items.length}>
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
