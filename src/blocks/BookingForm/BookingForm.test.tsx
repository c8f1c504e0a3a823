// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import { block, button, fetchMock, field, fillValid } from '../../../tests/support/booking-form-block.tsx';
import BookingForm from './BookingForm.tsx';

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
