// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingForm as BookingFormBlock } from '../../generated/content.ts';
import { renderAt } from '../../../tests/support/render.tsx';
import BookingForm from './BookingForm.tsx';
import { SPEC_BOOKING_MESSAGES } from '../../../tests/support/booking-messages.ts';
import { MIN_FILL_MS } from '../../booking/spam.ts';
import site from 'virtual:site';

const block: BookingFormBlock = {
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

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Book My Free Call|Booking\.\.\./ }) as HTMLButtonElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Asha Rao');
  await user.type(field('Email address'), 'asha@studio.in');
  await user.type(field('Company name'), 'Rao Studio');
  await user.selectOptions(field('Your biggest challenge'), 'Not enough leads');
  takeTime();
}

/** A person takes a few seconds over the form; anything faster is treated as a program. */
const takeTime = () => vi.setSystemTime(Date.now() + MIN_FILL_MS);
const sentBodies = () => fetchMock.mock.calls.map((c) => JSON.parse((c[1] as RequestInit).body as string) as Record<string, string>);

let fetchMock: ReturnType<typeof vi.fn>;
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

describe('booking form', () => {
  it('shows every message of an empty submission, marks the fields and focuses the first', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await user.click(button());
    for (const text of ['Name is required', 'Email is required', 'Company name is required', 'Please select an automation goal']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const name = field('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Name is required');
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('status').textContent).toContain('Name is required');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, 'A');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(field('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('strips the phone as typed, keeps the number across countries and checks its length', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    const country = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    expect(country.value).toBe('IN');
    expect(country.options).toHaveLength(20);
    await user.type(field('Phone number'), '+1 (555) abc-0101');
    expect(field('Phone number').value).toBe('1 (555) -0101');
    await user.selectOptions(country, 'GB');
    expect(field('Phone number').value).toBe('1 (555) -0101');

    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '12345');
    await fillValid(user);
    await user.click(button());
    expect(screen.getByText('Please enter a valid phone number', { selector: '.booking__error' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Phone number'));
    await user.type(field('Phone number'), '678');
    expect(screen.queryByText('Please enter a valid phone number', { selector: '.booking__error' })).toBeNull();
    await user.click(button());
    await screen.findByText('Thank you!');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body).phone).toBe('+44 12345678');
  });

  it('opens a description box for Other, and forgets it when another challenge is picked', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    expect(screen.queryByLabelText(/Describe your automation goal/)).toBeNull();
    await user.selectOptions(field('Your biggest challenge'), 'Other');
    await user.click(button());
    expect(screen.getByText('Please describe your automation goal', { selector: '.booking__error' })).toBeTruthy();
    await user.type(field('Describe your automation goal'), 'Chasing invoices');
    await user.selectOptions(field('Your biggest challenge'), 'Too much manual work');
    expect(screen.queryByLabelText(/Describe your automation goal/)).toBeNull();
    await user.selectOptions(field('Your biggest challenge'), 'Other');
    expect(field('Describe your automation goal').value).toBe('');
    expect(screen.queryByText('Please describe your automation goal', { selector: '.booking__error' })).toBeNull();
  });

  it('says Booking... and ignores clicks while sending, then shows the focused thank-you panel', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    expect(button().textContent).toBe('Booking...');
    expect(button().disabled).toBe(true);
    await user.click(button());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://hooks.test/book');
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'Asha Rao', phone: '', automation_goal: 'Not enough leads', form_type: 'strategy_call' });
    answer(new Response(null, { status: 201 }));
    const heading = await screen.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() => expect(document.activeElement).toBe(heading.parentElement));
    expect(screen.queryByRole('button', { name: /Book My Free Call/ })).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps everything typed and says once, above the button, that sending failed, offering WhatsApp and email', async () => {
    fetchMock.mockResolvedValue(new Response('no', { status: 500 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(block.messages.submitFailed));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.compareDocumentPosition(button()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelectorAll('[aria-invalid="true"], .booking__error')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
    const whatsapp = screen.getByRole('link', { name: block.delivery.whatsappLabel }) as HTMLAnchorElement;
    const message = new URL(whatsapp.href).searchParams.get('text')!;
    expect(whatsapp.href).toMatch(new RegExp(`^https://wa\\.me/${site.contact.whatsapp.replace(/\D/g, '')}\\?`));
    expect(message).toContain(block.delivery.greeting);
    expect(message).toContain(`${block.nameField.label}: Asha Rao`);
    expect(message).toContain(`${block.goalField.label}: Not enough leads`);
    const email = screen.getByRole('link', { name: block.delivery.emailLabel }) as HTMLAnchorElement;
    expect(email.href.startsWith(`mailto:${site.contact.email}?`)).toBe(true);
    expect(new URLSearchParams(email.href.split('?')[1]).get('body')).toBe(message);
    expect(logged).toHaveBeenCalled();
    expect(field('Full name').value).toBe('Asha Rao');
    expect(field('Your biggest challenge').value).toBe('Not enough leads');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Book My Free Call');
  });

  it('sends one submission id on every retry of a booking, and a new one for the next booking', async () => {
    fetchMock.mockResolvedValueOnce(new Response('no', { status: 502 })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const first = renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    await screen.findByRole('link', { name: block.delivery.emailLabel });
    await user.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.click(button());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const ids = sentBodies().map((b) => b.submission_id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    first.unmount();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(sentBodies()[3]!.submission_id).not.toBe(ids[0]);
  });

  it('shows a program the thank-you without sending anything: hidden field filled, or too fast', async () => {
    const user = userEvent.setup();
    const first = renderAt(<BookingForm {...block} />);
    await fillValid(user);
    const trap = document.querySelector('[aria-hidden="true"][inert] input') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    trap.value = 'https://spam.example';
    await user.click(button());
    await screen.findByRole('heading', { name: 'Thank you!' });
    first.unmount();

    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    vi.setSystemTime(Date.now() - MIN_FILL_MS + 500);
    await user.click(button());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('says a booking may have been sent when the page reloaded while sending, and resends it with the same id', async () => {
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    const first = renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    expect(button().textContent).toBe('Booking...');
    const id = sentBodies()[0]!.submission_id;
    first.unmount(); // the reload
    renderAt(<BookingForm {...block} />);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(block.delivery.maybeSent));
    expect(field('Full name').value).toBe('Asha Rao');
    await user.click(button());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(sentBodies()[1]!.submission_id).toBe(id);
  });

  it('shows the failure message, and logs why, in a build made without a webhook address', async () => {
    vi.stubEnv('VITE_BOOKING_WEBHOOK_URL', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    expect((await screen.findByRole('alert')).textContent).toContain(block.messages.submitFailed);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/VITE_BOOKING_WEBHOOK_URL/);
  });

  it('sends a Turnstile token with the booking when the build has a site key', async () => {
    vi.stubEnv('VITE_TURNSTILE_SITE_KEY', 'site-key-1');
    vi.resetModules();
    const { default: WithTurnstile } = await import('./BookingForm.tsx');
    const asked: string[] = [];
    window.turnstile = {
      render: (_el: HTMLElement, options: Record<string, unknown>) => {
        asked.push(options.sitekey as string);
        setTimeout(() => (options.callback as (t: string) => void)(`token-${asked.length}`));
        return `w${asked.length}`;
      },
      execute: () => {},
      remove: () => {},
    };
    try {
      const user = userEvent.setup();
      renderAt(<WithTurnstile {...block} />);
      await fillValid(user);
      await user.click(button());
      await screen.findByRole('heading', { name: 'Thank you!' });
      expect(asked).toEqual(['site-key-1']);
      expect(sentBodies()[0]).toMatchObject({ turnstile_token: 'token-1', name: 'Asha Rao' });
    } finally {
      delete window.turnstile;
    }
  });

  it('sends no Turnstile token, and loads nothing of Turnstile, without a site key', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(sentBodies()[0]).not.toHaveProperty('turnstile_token');
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });

  it('restores a draft from this tab after a reload', async () => {
    const user = userEvent.setup();
    const first = renderAt(<BookingForm {...block} />);
    await user.type(field('Full name'), 'Asha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'SG');
    first.unmount();
    renderAt(<BookingForm {...block} />);
    await waitFor(() => expect(field('Full name').value).toBe('Asha'));
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('SG');
  });
});
