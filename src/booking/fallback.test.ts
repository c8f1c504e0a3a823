import { describe, expect, it } from 'vitest';
import { answerRows, bookingMessage, mailtoHref, whatsappHref } from './fallback.ts';
import { buildPayload } from './payload.ts';
import { EMPTY_VALUES } from './values.ts';

const labels = { nameField: { label: 'Name' }, emailField: { label: 'Email' }, phoneField: { label: 'Phone' }, companyField: { label: 'Company' }, goalField: { label: 'Challenge' } };

describe('booking by WhatsApp or email instead', () => {
  const payload = buildPayload(
    { ...EMPTY_VALUES, name: ' Asha Rao ', email: 'asha@rao.in', phoneCountry: 'GB', phoneNumber: '7700 900123', company: 'Rao & Co', automationGoal: 'Other', customGoal: 'Chase 50% of quotes?' },
    'Other',
    'id',
  );
  const text = bookingMessage('Hello, a call please.', answerRows(payload, labels));

  it('writes the booking out as the visitor gave it, leaving out what was not given', () => {
    expect(text).toBe('Hello, a call please.\n\nName: Asha Rao\nEmail: asha@rao.in\nPhone: +44 7700 900123\nCompany: Rao & Co\nChallenge: Chase 50% of quotes?');
    const noPhone = bookingMessage('Hi', answerRows(buildPayload({ ...EMPTY_VALUES, name: 'A' }, 'Other', 'id'), labels));
    expect(noPhone).toBe('Hi\n\nName: A');
  });

  it('opens a WhatsApp chat with the number as digits and the whole message, safely encoded', () => {
    const href = whatsappHref('+91 98300 41275', text);
    expect(href.startsWith('https://wa.me/919830041275?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(text);
    expect(href).not.toMatch(/\s/);
    expect([...new URL(href).searchParams.keys()]).toEqual(['text']);
  });

  it('opens an email to the contact address with subject and body filled in', () => {
    const href = mailtoHref('hello@agency.in', 'Strategy call & more', text);
    expect(href.startsWith('mailto:hello@agency.in?subject=')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Strategy call & more');
    expect(params.get('body')).toBe(text);
    expect([...params.keys()]).toEqual(['subject', 'body']);
  });
});
