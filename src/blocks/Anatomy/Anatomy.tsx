import { useId } from 'react';
import type { AnatomyBlock as MessageAnatomy } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import './Anatomy.css';

export default function Anatomy({ id, eyebrow, heading, intro, background, title, context, parts, note }: MessageAnatomy) {
  const Label = heading ? 'h3' : 'h2';
  const captionId = useId();
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="anatomy">
      <figure className="anatomy__message" aria-labelledby={captionId}>
        <figcaption id={captionId} className="anatomy__bar">
          <span className="anatomy__title">{title}</span>
          {context && <span className="anatomy__context">{context}</span>}
        </figcaption>
        {/* Each row pairs the words as sent (left) with the note on them (right), so the two never drift apart. */}
        <ol className="anatomy__parts">
          {parts.map((part, i) => (
            <li key={i} className="anatomy__part">
              <blockquote className="anatomy__text">
                <span className="anatomy__marker" aria-hidden="true">{i + 1}</span>
                <p>{part.text}</p>
              </blockquote>
              <div className="anatomy__note">
                <Label className="anatomy__label">
                  <span className="anatomy__number" aria-hidden="true">{i + 1}</span>
                  {part.label}
                </Label>
                <p className="anatomy__explanation">{part.explanation}</p>
              </div>
            </li>
          ))}
        </ol>
      </figure>
      {note && <p className="anatomy__footnote">{note}</p>}
    </Section>
  );
}
