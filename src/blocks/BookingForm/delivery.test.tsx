// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import site from 'virtual:site';
import { renderAt } from '../../../tests/support/render.tsx';
import { block, button, fetchMock, field, fillValid, sentBodies } from '../../../tests/support/booking-form-block.tsx';
import { MIN_FILL_MS } from '../../booking/spam.ts';
import BookingForm from './BookingForm.tsx';

// Getting a booking through: one id per booking across retries, spam kept out, failures and reloads.
describe('booking delivery', () => {
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
    expect(message).toContain(`${block.goalField.label}: Too few enquiries`);
    const email = screen.getByRole('link', { name: block.delivery.emailLabel }) as HTMLAnchorElement;
    expect(email.href.startsWith(`mailto:${site.contact.email}?`)).toBe(true);
    expect(new URLSearchParams(email.href.split('?')[1]).get('body')).toBe(message);
    expect(logged).toHaveBeenCalled();
    expect(field('Name to book under').value).toBe('Asha Rao');
    expect(field('Main problem').value).toBe('Too few enquiries');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Reserve my call');
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
    await screen.findByRole('heading', { name: 'All set!' });
    const ids = sentBodies().map((b) => b.submission_id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    first.unmount();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    await screen.findByRole('heading', { name: 'All set!' });
    expect(sentBodies()[3]!.submission_id).not.toBe(ids[0]);
  });

  it('shows a program that filled in the hidden field the thank-you, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    const trap = document.querySelector('[aria-hidden="true"][inert] input') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    trap.value = 'https://spam.example';
    await user.click(button());
    await screen.findByRole('heading', { name: 'All set!' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('holds a submission faster than a person types (autofill), showing the busy label, then sends it once', async () => {
    const user = userEvent.setup();
    renderAt(<BookingForm {...block} />);
    await fillValid(user);
    // Submitted 2.4 s after the page opened: held for the rest of the minimum time, then sent.
    vi.setSystemTime(Date.now() - MIN_FILL_MS + 600);
    await user.click(button());
    expect(button().textContent).toBe('Reserving...');
    expect(button().disabled).toBe(true);
    await user.click(button());
    expect(fetchMock).not.toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'All set!' }, { timeout: 3000 });
    expect(sentBodies()).toHaveLength(1);
    expect(sentBodies()[0]).toMatchObject({ name: 'Asha Rao', company: 'Rao Studio' });
  });

  it('says a booking may have been sent when the page reloaded while sending, and resends it with the same id', async () => {
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    const first = renderAt(<BookingForm {...block} />);
    await fillValid(user);
    await user.click(button());
    expect(button().textContent).toBe('Reserving...');
    const id = sentBodies()[0]!.submission_id;
    first.unmount(); // the reload
    renderAt(<BookingForm {...block} />);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe(block.delivery.maybeSent));
    expect(field('Name to book under').value).toBe('Asha Rao');
    await user.click(button());
    await screen.findByRole('heading', { name: 'All set!' });
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
      await screen.findByRole('heading', { name: 'All set!' });
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
    await screen.findByRole('heading', { name: 'All set!' });
    expect(sentBodies()[0]).not.toHaveProperty('turnstile_token');
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });
});
