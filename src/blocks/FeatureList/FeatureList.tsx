import type { FeatureListBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import './FeatureList.css';

export default function FeatureList({ id, eyebrow, heading, intro, background = 'default', tone = 'positive', items, button }: FeatureListBlock) {
  const bg = background === 'default' ? '' : ` section--${background}`;
  return (
    <section id={id} className={`section feature-list${bg}`}>
      <div className="container feature-list__inner">
        <div className="feature-list__head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2>{heading}</h2>
          {intro && <p className="feature-list__intro">{intro}</p>}
          {button && <SmartLink className="button button--primary" href={button.href}>{button.label}</SmartLink>}
        </div>
        <ul className={`feature-list__items feature-list__items--${tone}`} role="list">
          {items.map((item, i) => (
            <li key={i} className="feature-list__item">
              <span className="feature-list__mark">
                <Icon name={item.icon ?? 'check'} size={20} />
              </span>
              <div>
                <h3 className="feature-list__title">{item.title}</h3>
                {item.text && <p className="feature-list__text">{item.text}</p>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
