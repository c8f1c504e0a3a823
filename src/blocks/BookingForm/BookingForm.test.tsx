// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFormBlock } from '../../generated/content.ts';
import { renderAt } from '../../../tests/support/render.tsx';
import BookingForm from './BookingForm.tsx';
import { SPEC_BOOKING_MESSAGES } from '../../../tests/support/booking-messages.ts';

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
  thankYou: { heading: 'Thank you!', text: 'We will contact you within 24 hours.', link: { label: 'Back to Home', href: '/' } },
};

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Book My Free Call|Booking\.\.\./ }) as HTMLButtonElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Asha Rao');
  await user.type(field('Email address'), 'asha@studio.in');
  await user.type(field('Company name'), 'Rao Studio');
  await user.selectOptions(field('Your biggest challenge'), 'Not enough leads');
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

  it('keeps everything typed and shows the failure on the challenge when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response('no', { status: 500 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    const message = await screen.findByText('There was an error submitting your request. Please try again.', { selector: '.booking__error' });
    expect(screen.getByRole('status').textContent).toBe('There was an error submitting your request. Please try again.');
    const goal = field('Your biggest challenge');
    expect(goal.getAttribute('aria-describedby')).toBe(message.id);
    expect(logged).toHaveBeenCalled();
    expect(field('Full name').value).toBe('Asha Rao');
    expect(goal.value).toBe('Not enough leads');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Book My Free Call');
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
    await user.type(field('Full name'), 'Asha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'SG');
    first.unmount();
    renderAt(<BookingForm {...block} />);
    await waitFor(() => expect(field('Full name').value).toBe('Asha'));
    expect((screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement).value).toBe('SG');
  });
});
