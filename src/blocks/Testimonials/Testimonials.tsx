import type { TestimonialsBlock } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import './Testimonials.css';

export default function Testimonials({ id, eyebrow, heading, intro, background, items }: TestimonialsBlock) {
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="testimonials">
      <ul className="testimonials__list" role="list">
        {items.map((item, i) => (
          <li key={i} className="testimonial">
            <figure className="testimonial__figure">
              <blockquote className="testimonial__quote">
                <p>{`“${item.quote}”`}</p>
              </blockquote>
              <figcaption className="testimonial__who">
                <span className="testimonial__avatar" aria-hidden="true">{item.name.charAt(0)}</span>
                <span>
                  <span className="testimonial__name">{item.name}</span>
                  <span className="testimonial__role">{[item.role, item.company].filter(Boolean).join(' · ')}</span>
                  <span className="testimonial__city">{item.city}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
