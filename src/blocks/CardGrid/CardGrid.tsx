import type { CardGridBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import './CardGrid.css';

export default function CardGrid({ id, eyebrow, heading, intro, background, columns = 3, variant = 'plain', cards, note }: CardGridBlock) {
  const Title = heading ? 'h3' : 'h2';
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="card-grid">
      <ul className={`card-grid__list card-grid__list--cols-${columns}`} role="list">
        {cards.map((card, i) => (
          <li key={i} className={`card card--${variant}`}>
            {card.icon && (
              <span className="card__icon">
                <Icon name={card.icon} />
              </span>
            )}
            {card.label && <p className="card__label">{card.label}</p>}
            <Title className="card__title">{card.title}</Title>
            <p className="card__text">{card.text}</p>
            {card.metrics && card.metrics.length > 0 && (
              <dl className="card__metrics">
                {card.metrics.map((m, j) => (
                  <div key={j} className="card__metric">
                    <dt>{m.label}</dt>
                    <dd>{m.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {card.points && card.points.length > 0 && (
              <ul className="card__points">
                {card.points.map((p, j) => <li key={j}>{p}</li>)}
              </ul>
            )}
            {card.link && (
              <SmartLink className="card__link" href={card.link.href}>
                {card.link.label}
                <span className="visually-hidden">: {card.title}</span>
                <span aria-hidden="true"> →</span>
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
      {note && <p className="card-grid__note">{note}</p>}
    </Section>
  );
}
