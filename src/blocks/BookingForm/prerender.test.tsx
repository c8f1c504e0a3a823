// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import site from 'virtual:site';
import { block, button } from '../../../tests/support/booking-form-block.tsx';
import BookingForm from './BookingForm.tsx';

const ui = () => (
  <MemoryRouter>
    <BookingForm {...block} />
  </MemoryRouter>
);

// The prerendered form is inert without any script: its only submit button is disabled, so neither a
// click nor Enter (implicit submission) can send it the browser's way, putting what was typed in the address.
describe('the prerendered booking form', () => {
  it('has a disabled button, and offers WhatsApp and email to a browser without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui());
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const noscript = container.querySelector('noscript')!;
    const links = new DOMParser().parseFromString(noscript.innerHTML, 'text/html');
    expect(links.body.textContent).toContain(block.delivery.withoutJavaScript);
    const [whatsapp, email] = [...links.querySelectorAll('a')];
    expect(whatsapp!.textContent).toBe(block.delivery.whatsappLabel);
    expect(whatsapp!.getAttribute('href')).toBe(`https://wa.me/${site.contact.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(block.delivery.greeting)}`);
    expect(email!.textContent).toBe(block.delivery.emailLabel);
    expect(email!.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.contact.email.replace(/[.+]/g, '\\$&')}\\?subject=`));
  });

  it('enables the button once hydrated, with no hydration warning', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui());
    document.body.appendChild(container);
    const logged = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, ui());
    });
    expect(button().disabled).toBe(false);
    expect(logged).not.toHaveBeenCalled();
    container.remove();
  });
});
