// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFormBlock } from '../../generated/content.ts';
import { renderAt } from '../../../tests/support/render.tsx';
import BookingForm from './BookingForm.tsx';
import { FIXTURE_BOOKING_MESSAGES } from '../../../tests/support/booking-messages.ts';

const block: BookingFormBlock = {
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
  thankYou: { heading: 'All set!', text: 'We will be in touch within a day.', link: { label: 'Back to the start', href: '/' } },
};

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Reserve my call|Reserving\.\.\./ }) as HTMLButtonElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name to book under'), 'Asha Rao');
  await user.type(field('Email for the invite'), 'asha@studio.in');
  await user.type(field('Business name'), 'Rao Studio');
  await user.selectOptions(field('Main problem'), 'Too few enquiries');
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  vi.stubEnv('VITE_BOOKING_WEBHOOK_URL', 'https://hooks.test/book');
  fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingForm', () => {
  it('shows every message of an empty submission, marks the fields and focuses the first', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await user.click(button());
    for (const text of ['Please give your name', 'We need your email', 'Please name your business', 'Please pick a problem']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const name = field('Name to book under');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Please give your name');
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('status').textContent).toContain('Please give your name');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, 'A');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(field('Email for the invite').getAttribute('aria-invalid')).toBe('true');
  });

  it('strips the phone as typed, keeps the number across countries and checks its length', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    const country = screen.getByRole('combobox', { name: 'Dialling code' }) as HTMLSelectElement;
    expect(country.value).toBe('IN');
    expect(country.options).toHaveLength(20);
    await user.type(field('Mobile number'), '+1 (555) abc-0101');
    expect(field('Mobile number').value).toBe('1 (555) -0101');
    await user.selectOptions(country, 'GB');
    expect(field('Mobile number').value).toBe('1 (555) -0101');

    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '12345');
    await fillValid(user);
    await user.click(button());
    expect(screen.getByText('That number looks too short', { selector: '.booking__error' })).toBeTruthy();
    expect(document.activeElement).toBe(field('Mobile number'));
    await user.type(field('Mobile number'), '678');
    expect(screen.queryByText('That number looks too short', { selector: '.booking__error' })).toBeNull();
    await user.click(button());
    await screen.findByText('All set!');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body).phone).toBe('+44 12345678');
  });

  it('opens a description box for Other, and forgets it when another challenge is picked', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    expect(screen.queryByLabelText(/Describe your automation goal/)).toBeNull();
    await user.selectOptions(field('Main problem'), 'Something else');
    await user.click(button());
    expect(screen.getByText('Please tell us more', { selector: '.booking__error' })).toBeTruthy();
    await user.type(field('Tell us more'), 'Chasing invoices');
    await user.selectOptions(field('Main problem'), 'Too much admin');
    expect(screen.queryByLabelText(/Describe your automation goal/)).toBeNull();
    await user.selectOptions(field('Main problem'), 'Something else');
    expect(field('Tell us more').value).toBe('');
    expect(screen.queryByText('Please tell us more', { selector: '.booking__error' })).toBeNull();
  });

  it('says Booking... and ignores clicks while sending, then shows the focused thank-you panel', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    expect(button().textContent).toBe('Reserving...');
    expect(button().disabled).toBe(true);
    await user.click(button());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://hooks.test/book');
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'Asha Rao', phone: '', automation_goal: 'Too few enquiries', form_type: 'strategy_call' });
    answer(new Response(null, { status: 201 }));
    const heading = await screen.findByRole('heading', { name: 'All set!' });
    await waitFor(() => expect(document.activeElement).toBe(heading.parentElement));
    expect(screen.queryByRole('button', { name: /Reserve my call/ })).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps everything typed and shows the failure on the challenge when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response('no', { status: 500 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    const message = await screen.findByText('Sending failed. Try again in a moment.', { selector: '.booking__error' });
    expect(screen.getByRole('status').textContent).toBe('Sending failed. Try again in a moment.');
    const goal = field('Main problem');
    expect(goal.getAttribute('aria-describedby')).toBe(message.id);
    expect(logged).toHaveBeenCalled();
    expect(field('Name to book under').value).toBe('Asha Rao');
    expect(goal.value).toBe('Too few enquiries');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Reserve my call');
  });

  it('shows the failure message, and logs why, in a build made without a webhook address', async () => {
    vi.stubEnv('VITE_BOOKING_WEBHOOK_URL', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    expect(await screen.findByText(block.messages.submitFailed, { selector: '.booking__error' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/VITE_BOOKING_WEBHOOK_URL/);
  });

  it('restores a draft from this tab after a reload', async () => {
    const user = userEvent.setup();
    const first = renderAt(<BookingForm {...block} />);
    await user.type(field('Name to book under'), 'Asha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dialling code' }), 'SG');
    first.unmount();
    renderAt(<BookingForm {...block} />);
    await waitFor(() => expect(field('Name to book under').value).toBe('Asha'));
    expect((screen.getByRole('combobox', { name: 'Dialling code' }) as HTMLSelectElement).value).toBe('SG');
  });
});
