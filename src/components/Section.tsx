import type { ReactNode } from 'react';
import type { Background } from '../generated/content.ts';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  background?: Background;
  className?: string;
  children: ReactNode;
}

/** The frame every content section shares: background band, container and an optional centred heading. */
export function Section({ id, eyebrow, heading, intro, background = 'default', className, children }: SectionProps) {
  const bg = background === 'default' ? '' : ` section--${background}`;
  return (
    <section id={id} className={`section${bg}${className ? ` ${className}` : ''}`}>
      <div className="container">
        {(eyebrow || heading || intro) && (
          <div className="section-head">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {heading && <h2>{heading}</h2>}
            {intro && <p>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
