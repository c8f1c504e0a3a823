import type { CtaBlock } from '../../generated/content.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import './Cta.css';

export default function Cta({ heading, text, button, points }: CtaBlock) {
  return (
    <section className="cta section">
      <div className="container cta__panel">
        <h2 className="cta__heading">{heading}</h2>
        {text && <p className="cta__text">{text}</p>}
        <SmartLink className="button button--primary cta__button" href={button.href}>{button.label}</SmartLink>
        {points && points.length > 0 && (
          <ul className="cta__points">
            {points.map((p, i) => <li key={i}>{p}</li>)}
          </ul>
        )}
      </div>
    </section>
  );
}
