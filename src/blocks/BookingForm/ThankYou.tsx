import { useEffect, useRef } from 'react';
import { SmartLink } from '../../components/SmartLink.tsx';
import type { ThankYouPanel } from '../../generated/content.ts';

/** Replaces the form after a booking; takes focus so screen readers announce the confirmation. */
export function ThankYou({ heading, text, nextHeading, next, link }: ThankYouPanel) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div ref={panel} className="booking__card booking__thanks" tabIndex={-1} aria-labelledby="booking-thanks-heading">
      <span className="booking__thanks-mark" aria-hidden="true">✓</span>
      <h2 id="booking-thanks-heading">{heading}</h2>
      <p className="booking__thanks-text">{text}</p>
      {next && next.length > 0 && (
        <>
          {nextHeading && <h3 className="booking__thanks-next">{nextHeading}</h3>}
          <ol className="booking__thanks-steps">
            {next.map((step, i) => <li key={i}>{step}</li>)}
          </ol>
        </>
      )}
      <SmartLink className="button button--primary" href={link.href}>{link.label}</SmartLink>
    </div>
  );
}
