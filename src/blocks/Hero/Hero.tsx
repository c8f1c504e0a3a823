import type { Hero as HeroBlock } from '../../generated/content.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import './Hero.css';

export default function Hero({ eyebrow, headline, rotating, text, primary, secondary }: HeroBlock) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="hero__title">{headline}</h1>
        {rotating && <p className="hero__rotating">{rotating[0]}</p>}
        {text && <p className="hero__text">{text}</p>}
        {(primary || secondary) && (
          <div className="hero__actions">
            {primary && <SmartLink className="button button--primary" href={primary.href}>{primary.label}</SmartLink>}
            {secondary && <SmartLink className="button button--secondary" href={secondary.href}>{secondary.label}</SmartLink>}
          </div>
        )}
      </div>
    </section>
  );
}
