import { useEffect, useRef, type CSSProperties } from 'react';
import type { Logo, LogoStripBlock } from '../../generated/content.ts';
import { startLogoFallbacks } from './LogoStrip.browser.ts';
import './LogoStrip.css';

/**
 * A logo, with the provider's name beside it, hidden until the picture fails or comes out
 * zero-sized (LogoStrip.browser.ts swaps them). Loaded eagerly: lazy pictures off to the side of the
 * moving strip would pop in as they drift into view.
 */
function LogoMark({ logo }: { logo: Logo }) {
  return (
    <>
      <img src={logo.src} alt={logo.name} width={logo.width} height={logo.height} decoding="async" />
      <span className="logo-strip__name" hidden>{logo.name}</span>
    </>
  );
}

/**
 * A row of logos drifting sideways. The list is drawn twice so the loop is seamless; the copy is
 * hidden from assistive technology. It pauses under the pointer or keyboard focus, and stands still
 * (wrapping onto several lines) for visitors who prefer less motion.
 */
export default function LogoStrip({ heading, logos }: LogoStripBlock) {
  const label = heading ?? 'Technologies we build with';
  // A built page runs the fallbacks without React; here an effect does.
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? startLogoFallbacks(root.current) : undefined), [logos]);
  return (
    <section ref={root} className="logo-strip" aria-label={label}>
      <div className="container">
        {heading && <p className="logo-strip__heading">{heading}</p>}
      </div>
      <div className="logo-strip__viewport" tabIndex={0} role="group" aria-label={`${label} (scrolling; hover or focus to pause)`}>
        <div className="logo-strip__rail" style={{ '--logo-count': logos.length } as CSSProperties}>
          {[0, 1].map((copy) => (
            <ul key={copy} className="logo-strip__list" role="list" aria-hidden={copy === 1 || undefined}>
              {logos.map((logo, i) => (
                <li key={i} className="logo-strip__item">
                  <LogoMark logo={logo} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
