import type { DetailCardsBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import { Section } from '../../components/Section.tsx';
import './DetailCards.css';

export default function DetailCards(props: DetailCardsBlock) {
  const { id, eyebrow, heading, intro, background, layout = 'grid', columns = 3, items, note } = props;
  const listLabel = props.listLabel ?? 'Features';
  const outcomeLabel = props.outcomeLabel ?? 'Results';
  const Title = heading ? 'h3' : 'h2';
  const listClass = layout === 'stack' ? 'detail-cards__list--stack' : `detail-cards__list--cols-${columns}`;
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="detail-cards">
      <ul className={`detail-cards__list ${listClass}`} role="list">
        {items.map((item, i) => (
          <li key={i} className="detail-card">
            <div className="detail-card__head">
              {item.icon && <span className="detail-card__icon"><Icon name={item.icon} /></span>}
              <div>
                {item.tag && <p className="detail-card__tag">{item.tag}</p>}
                <Title className="detail-card__name">{item.name}</Title>
              </div>
            </div>
            <div className="detail-card__body">
              <p className="detail-card__description">{item.description}</p>
              {item.list && item.list.length > 0 && (
                <div className="detail-card__part">
                  <p className="detail-card__label">{listLabel}</p>
                  <ul className="detail-card__points">
                    {item.list.map((point, j) => <li key={j}>{point}</li>)}
                  </ul>
                </div>
              )}
              {item.outcome && (
                <p className="detail-card__outcome">
                  <span className="detail-card__label">{outcomeLabel}</span>
                  <span className="visually-hidden">: </span>
                  {item.outcome}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {note && <p className="detail-cards__note">{note}</p>}
    </Section>
  );
}
