// Shared by the booking form's unit tests: a block with test copy (not the site's), field lookups
// and a fetch stand-in. Fake Date and performance let a test take the time a person takes.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { BookingFormBlock } from '../../src/generated/content.ts';
import { FIXTURE_BOOKING_MESSAGES } from './booking-messages.ts';
import { MIN_FILL_MS } from '../../src/booking/spam.ts';

export const block: BookingFormBlock = {
  type: 'booking-form',
  heading: 'Reserve your call',
  nameField: { label: 'Name to book under' },
  emailField: { label: 'Email for the invite' },
  phoneField: { label: 'Mobile number', countryLabel: 'Dialling code' },
  companyField: { label: 'Business name' },
  goalField: {
    label: 'Main problem',
    prompt: 'Pick a problem',
    options: ['Too few enquiries', 'Too much admin'],
    otherOption: 'Something else',
    otherLabel: 'Tell us more',
  },
  submit: { label: 'Reserve my call', busyLabel: 'Reserving...' },
  note: 'A short, free call.',
  messages: FIXTURE_BOOKING_MESSAGES,
  delivery: {
    otherWays: 'Or book by WhatsApp or email.',
    whatsappLabel: 'Send on WhatsApp',
    emailLabel: 'Send by email',
    greeting: 'Hello, a call please.',
    emailSubject: 'Call booking',
    maybeSent: 'It may have been sent already.',
    withoutJavaScript: 'Sending needs scripts; use one of these:',
  },
  thankYou: { heading: 'All set!', text: 'We will be in touch within a day.', link: { label: 'Back to the start', href: '/' } },
};

export const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
export const button = () => screen.getByRole('button', { name: /Reserve my call|Reserving\.\.\./ }) as HTMLButtonElement;

export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name to book under'), 'Asha Rao');
  await user.type(field('Email for the invite'), 'asha@studio.in');
  await user.type(field('Business name'), 'Rao Studio');
  await user.selectOptions(field('Main problem'), 'Too few enquiries');
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

