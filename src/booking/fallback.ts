import type { BookingPayload } from './payload.ts';

/** The booking as a message a person reads: the opening line, then "Label: value" for each answer given. */
export function bookingMessage(greeting: string, rows: readonly [label: string, value: string][]): string {
  return [greeting, '', ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`)].join('\n');
}

/** Where the form's labels live (the booking-form block). */
interface Labelled {
  nameField: { label: string };
  emailField: { label: string };
  phoneField: { label: string };
  companyField: { label: string };
  goalField: { label: string };
}

/** Each answer with the form's own label for it, in form order. */
export const answerRows = (p: BookingPayload, form: Labelled): [string, string][] => [
  [form.nameField.label, p.name],
  [form.emailField.label, p.email],
  [form.phoneField.label, p.phone],
  [form.companyField.label, p.company],
  [form.goalField.label, p.automation_goal],
];

/** A WhatsApp chat with the number (digits only, as wa.me wants them) and the message typed in. */
export const whatsappHref = (number: string, text: string): string => `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** A new email to the address with subject and body filled in. */
export const mailtoHref = (email: string, subject: string, body: string): string =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
