import type { LogoStrip as LogoStripBlock } from '../../generated/content.ts';
import './LogoStrip.css';

export default function LogoStrip({ heading, logos }: LogoStripBlock) {
  return (
    <section className="logo-strip section" aria-label={heading ?? 'Technologies we use'}>
      <div className="container">
        {heading && <p className="logo-strip__heading">{heading}</p>}
        <ul className="logo-strip__list" role="list">
          {logos.map((logo) => (
            <li key={logo.name} className="logo-strip__item">
              <img src={logo.src} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
