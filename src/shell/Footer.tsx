import { SmartLink } from '../components/SmartLink.tsx';
import { SiteLink } from '../routing/address.tsx';
import { useSite } from '../routing/SiteContext.tsx';
import { BrandMark } from './BrandMark.tsx';
import { COPYRIGHT_YEAR_ID } from './copyrightYear.ts';
import { ContactIcon, NETWORK_NAMES, SocialIcon } from './SocialIcon.tsx';
import './Footer.css';

const NEW_TAB_NOTE = ' (opens in a new tab)';

/** Brand, the Solutions and Company lists, contact details and the legal line, from content/site.yaml. */
export function Footer() {
  const { name, blurb, footer, contact, social } = useSite();
  // The year the page is built (the page script brings it up to date in a later year).
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <SiteLink href="/" className="brand brand--on-dark">
              <BrandMark />
              <span className="brand__name">{name}</span>
              <span className="visually-hidden"> home page</span>
            </SiteLink>
            <p className="site-footer__blurb">{blurb}</p>
            <ul className="site-footer__social" role="list">
              {social.map((s, i) => (
                <li key={i}>
                  <SmartLink href={s.href} newTab aria-label={`${name} on ${NETWORK_NAMES[s.network]}${NEW_TAB_NOTE}`}>
                    <SocialIcon network={s.network} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          <nav className="site-footer__col" aria-labelledby="footer-solutions">
            <h2 id="footer-solutions" className="site-footer__heading">Solutions</h2>
            <ul role="list">
              {footer.solutions.map((l, i) => <li key={i}><SmartLink href={l.href}>{l.label}</SmartLink></li>)}
            </ul>
          </nav>
          <nav className="site-footer__col" aria-labelledby="footer-company">
            <h2 id="footer-company" className="site-footer__heading">Company</h2>
            <ul role="list">
              {footer.company.map((l, i) => (
                <li key={i}>
                  <SmartLink href={l.href} newTab={l.newTab}>
                    {l.label}
                    {l.newTab && <span className="visually-hidden">{NEW_TAB_NOTE}</span>}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-footer__col">
            <h2 className="site-footer__heading">Contact</h2>
            <ul role="list" className="site-footer__contact">
              <li>
                <ContactIcon name="mail" />
                <SmartLink href={`mailto:${contact.email}`}>{contact.email}</SmartLink>
              </li>
              <li>
                <ContactIcon name="phone" />
                <SmartLink href={`tel:${contact.whatsapp.replace(/[^\d+]/g, '')}`}>
                  <span className="visually-hidden">WhatsApp: </span>{contact.whatsapp}
                </SmartLink>
                <span className="site-footer__tag" aria-hidden="true">WhatsApp</span>
              </li>
              <li>
                <ContactIcon name="map-pin" />
                <span>{contact.city}</span>
              </li>
            </ul>
          </div>
        </div>
        <div className="site-footer__bottom">
          <p>© <span id={COPYRIGHT_YEAR_ID}>{year}</span> {name}. All rights reserved.</p>
          <ul role="list" className="site-footer__legal">
            {footer.legal.map((l, i) => <li key={i}><SmartLink href={l.href}>{l.label}</SmartLink></li>)}
          </ul>
        </div>
      </div>
    </footer>
  );
}
