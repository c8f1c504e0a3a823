import type { TextSectionBlock } from '../../generated/content.ts';
import { Icon } from '../../components/Icon.tsx';
import './TextSection.css';

export default function TextSection({ id, eyebrow, heading, paragraphs, points, background = 'default', aside }: TextSectionBlock) {
  const bg = background === 'default' ? '' : ` section--${background}`;
  return (
    <section id={id} className={`section text-section${bg}`}>
      <div className={`container text-section__inner${aside ? ' text-section__inner--aside' : ''}`}>
        <div className="text-section__main">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 className="text-section__heading">{heading}</h2>
          {paragraphs.map((p, i) => <p key={i} className="text-section__paragraph">{p}</p>)}
          {points && points.length > 0 && (
            <ul className="text-section__points" role="list">
              {points.map((p, i) => (
                <li key={i}><span className="text-section__tick"><Icon name="check" size={16} /></span>{p}</li>
              ))}
            </ul>
          )}
        </div>
        {aside && (
          <aside className="text-section__aside" aria-label={aside.title}>
            <p className="text-section__aside-title">{aside.title}</p>
            {aside.figures && aside.figures.length > 0 && (
              <dl className="text-section__figures">
                {aside.figures.map((f, i) => (
                  <div key={i} className="text-section__figure">
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {aside.text && <p className="text-section__aside-text">{aside.text}</p>}
            {aside.points && aside.points.length > 0 && (
              <ul className="text-section__facts">
                {aside.points.map((p, i) => <li key={i}>{p}</li>)}
              </ul>
            )}
          </aside>
        )}
      </div>
    </section>
  );
}
