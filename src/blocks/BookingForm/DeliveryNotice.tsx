import { answerRows, bookingMessage, mailtoHref, whatsappHref } from '../../booking/fallback.ts';
import { buildPayload } from '../../booking/payload.ts';
import type { BookingValues } from '../../booking/values.ts';
import type { BookingFormBlock as BookingForm } from '../../generated/content.ts';
import { useSite } from '../../routing/SiteContext.tsx';
import type { DeliveryNotice as Notice } from './useBookingForm.ts';

interface DeliveryNoticeProps {
  notice: Exclude<Notice, null>;
  block: BookingForm;
  values: BookingValues;
}

/**
 * The one message for the whole form when a booking did not go through, with the two ways that
 * always work (WhatsApp and email to the site's contact details), the booking already written out.
 */
export function DeliveryNotice({ notice, block, values }: DeliveryNoticeProps) {
  const { contact } = useSite();
  const { delivery } = block;
  if (notice === 'maybe-sent') return <p>{delivery.maybeSent}</p>;
  const text = bookingMessage(delivery.greeting, answerRows(buildPayload(values, block.goalField.otherOption, ''), block));
  return (
    <>
      <p className="booking__alert-title">{block.messages.submitFailed}</p>
      <p>{delivery.otherWays}</p>
      <p className="booking__alert-links">
        <a className="button button--secondary" href={whatsappHref(contact.whatsapp, text)} target="_blank" rel="noopener noreferrer">{delivery.whatsappLabel}</a>
        <a className="button button--secondary" href={mailtoHref(contact.email, delivery.emailSubject, text)}>{delivery.emailLabel}</a>
      </p>
    </>
  );
}
