// Shared by the booking form's unit tests: a block with test copy (not the site's), field lookups
// and a fetch stand-in. Fake Date and performance let a test take the time a person takes.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { BookingFormBlock } from '../../src/generated/content.ts';
import { SPEC_BOOKING_MESSAGES } from './booking-messages.ts';
import { MIN_FILL_MS } from '../../src/booking/spam.ts';

export const block: BookingFormBlock = {
  type: 'booking-form',
  heading: 'Book your free call',
  nameField: { label: 'Full name' },
  emailField: { label: 'Email address' },
  phoneField: { label: 'Phone number', countryLabel: 'Country code' },
  companyField: { label: 'Company name' },
  goalField: {
    label: 'Your biggest challenge',
    prompt: 'Select your biggest challenge',
    options: ['Not enough leads', 'Too much manual work'],
    otherOption: 'Other',
    otherLabel: 'Describe your automation goal',
  },
  submit: { label: 'Book My Free Call', busyLabel: 'Booking...' },
  note: 'Free call. No pressure. Just honest advice about growing your business.',
  messages: SPEC_BOOKING_MESSAGES,
  delivery: {
    otherWays: 'Or book by WhatsApp or email.',
    whatsappLabel: 'Send on WhatsApp',
    emailLabel: 'Send by email',
    greeting: 'Hello, a call please.',
    emailSubject: 'Call booking',
    maybeSent: 'It may have been sent already.',
  },
  thankYou: { heading: 'Thank you!', text: 'We will contact you within 24 hours.', link: { label: 'Back to Home', href: '/' } },
};

export const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
export const button = () => screen.getByRole('button', { name: /Book My Free Call|Booking\.\.\./ }) as HTMLButtonElement;

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Asha Rao');
  await user.type(field('Email address'), 'asha@studio.in');
  await user.type(field('Company name'), 'Rao Studio');
  await user.selectOptions(field('Your biggest challenge'), 'Not enough leads');
  takeTime();
}

/** A person takes a few seconds over the form; anything faster is treated as a program. */
export const takeTime = () => vi.setSystemTime(Date.now() + MIN_FILL_MS);
export const sentBodies = () => fetchMock.mock.calls.map((c) => JSON.parse((c[1] as RequestInit).body as string) as Record<string, string>);

export let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
  sessionStorage.clear();
  vi.stubEnv('VITE_BOOKING_WEBHOOK_URL', 'https://hooks.test/book');
  fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

