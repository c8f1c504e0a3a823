import type { PricingBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import './Pricing.css';

export default function Pricing({ id, eyebrow, heading, intro, background, plans, termsHeading, terms, button }: PricingBlock) {
  const Title = heading ? 'h3' : 'h2';
  // Terms sit one level below their own heading when they have one.
  const TermTitle = termsHeading ? (heading ? 'h4' : 'h3') : Title;
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="pricing">
      <ul className={`pricing__plans pricing__plans--${plans.length}`} role="list">
        {plans.map((plan, i) => (
          <li key={i} className="pricing__plan">
            <div className="pricing__plan-head">
              <Title className="pricing__name">{plan.name}</Title>
              {plan.badge && <span className="pricing__badge">{plan.badge}</span>}
            </div>
            <p className="pricing__price">
              <span className="pricing__amount">{plan.price}</span>
              {plan.period && <span className="pricing__period"> {plan.period}</span>}
            </p>
            <p className="pricing__text">{plan.text}</p>
            {plan.points && plan.points.length > 0 && (
              <ul className="pricing__points">
                {plan.points.map((p, j) => (
                  <li key={j}><Icon name="check" size={18} className="pricing__tick" />{p}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {terms && terms.length > 0 && (
        <div className="pricing__terms">
          {termsHeading && <Title className="pricing__terms-heading">{termsHeading}</Title>}
          <ul className={`pricing__terms-list pricing__terms-list--${terms.length % 3 === 0 ? 3 : 2}`} role="list">
            {terms.map((t, i) => (
              <li key={i} className="pricing__term">
                <span className="pricing__term-icon"><Icon name={t.icon ?? 'check'} size={20} /></span>
                <div>
                  <TermTitle className="pricing__term-title">{t.title}</TermTitle>
                  {t.text && <p className="pricing__term-text">{t.text}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {button && (
        <p className="pricing__action">
          <SmartLink className="button button--primary" href={button.href}>{button.label}</SmartLink>
        </p>
      )}
    </Section>
  );
}
