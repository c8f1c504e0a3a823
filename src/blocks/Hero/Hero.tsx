import type { HeroBlock } from '../../generated/content.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { TypedLine } from './TypedLine.tsx';
import './Hero.css';

// The tick is drawn inline: the shared Icon would add every icon to pages that need only this one.

/** The opening band of a page: its one h1, an optional typed rotation, a paragraph and the calls to action. */
export default function Hero({ eyebrow, headline, rotating, text, primary, secondary, points }: HeroBlock) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        {eyebrow && <p className="hero__eyebrow">{eyebrow}</p>}
        <h1 className="hero__title">{headline}</h1>
        {rotating && rotating.length > 0 && <TypedLine messages={rotating} />}
        {text && <p className="hero__text">{text}</p>}
        {(primary || secondary) && (
          <div className="hero__actions">
            {primary && (
              <SmartLink className="button button--primary button--large" href={primary.href}>
                {primary.label}
                <span aria-hidden="true" className="hero__arrow">→</span>
              </SmartLink>
            )}
            {secondary && <SmartLink className="button button--secondary button--large" href={secondary.href}>{secondary.label}</SmartLink>}
          </div>
        )}
        {points && points.length > 0 && (
          <ul className="hero__points" role="list">
            {points.map((p, i) => (
              <li key={i}>
                <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                  <path d="M20 6 9 17l-5-5" />
                </svg>
                {p}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
