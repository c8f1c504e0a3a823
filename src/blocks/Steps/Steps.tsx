import type { StepsBlock } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import './Steps.css';

export default function Steps({ id, eyebrow, heading, intro, background, steps, button }: StepsBlock) {
  const Title = heading ? 'h3' : 'h2';
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="steps">
      <ol className="steps__list">
        {steps.map((step, i) => (
          <li key={i} className="steps__item">
            <span className="steps__badge" aria-hidden="true">{step.label ?? i + 1}</span>
            <div className="steps__body">
              <Title className="steps__title">
                {step.label && <span className="visually-hidden">{step.label} </span>}
                {step.title}
              </Title>
              {step.duration && (
                <p className="steps__duration">
                  <span className="visually-hidden">Duration: </span>
                  {step.duration}
                </p>
              )}
              {step.text && <p className="steps__text">{step.text}</p>}
              {step.points && step.points.length > 0 && (
                <ul className="steps__points">
                  {step.points.map((p, j) => <li key={j}>{p}</li>)}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
      {button && (
        <p className="steps__action">
          <SmartLink className="button button--primary" href={button.href}>{button.label}</SmartLink>
        </p>
      )}
    </Section>
  );
}
