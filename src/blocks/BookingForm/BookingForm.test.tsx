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
    expect(screen.queryByLabelText(/Tell us more/)).toBeNull();
    await user.selectOptions(field('Main problem'), 'Something else');
    await user.click(button());
    expect(screen.getByText('Please tell us more', { selector: '.booking__error' })).toBeTruthy();
    await user.type(field('Tell us more'), 'Chasing invoices');
    await user.selectOptions(field('Main problem'), 'Too much admin');
    expect(screen.queryByLabelText(/Tell us more/)).toBeNull();
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
