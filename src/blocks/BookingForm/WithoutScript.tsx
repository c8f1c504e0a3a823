import { mailtoHref, whatsappHref } from '../../booking/fallback.ts';
import type { BookingFormBlock } from '../../generated/content.ts';
import { useSite } from '../../routing/SiteContext.tsx';

/**
 * For a browser that runs no JavaScript, where the form cannot send (its button stays disabled):
 * the two ways to book that always work, WhatsApp and email to the contact details in site.yaml.
 */
export function WithoutScript({ block }: { block: BookingFormBlock }) {
  const { contact } = useSite();
  const { delivery } = block;
  return (
    <noscript>
      <p className="booking__noscript">
        {delivery.withoutJavaScript}{' '}
        <a href={whatsappHref(contact.whatsapp, delivery.greeting)}>{delivery.whatsappLabel}</a>
        {' · '}
        <a href={mailtoHref(contact.email, delivery.emailSubject, delivery.greeting)}>{delivery.emailLabel}</a>
      </p>
    </noscript>
  );
}
