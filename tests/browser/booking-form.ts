import type { Browser, Page } from 'playwright-core';
import { MIN_FILL_MS } from '../../src/booking/spam.ts';
import type { BookingFormBlock as BookingForm } from '../../src/generated/content.ts';
import { siteContent } from '../support/content.ts';
import { hydrated, open } from './harness.ts';

// The form's words come from the content, so a copy change never breaks the tests that use them.
const content = siteContent();
const bookingPage = content.pages.find((p) => p.page.blocks.some((b) => b.type === 'booking-form'))!;

/** The address of the page with the booking form, its block, and the site's contact details. */
export const BOOKING_ROUTE = bookingPage.route;
export const copy = bookingPage.page.blocks.find((b): b is BookingForm => b.type === 'booking-form')!;
export const contact = content.site!.contact;

/** A field by its label as written in the content (required fields add a star after it). */
export const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

export const submitButton = (page: Page) => page.locator('form button[type="submit"]');
export const thanks = (page: Page) => page.locator('.booking__thanks');

/** What the tests type (the visitor's words, not the site's). */
export const typed = { name: '  Asha Rao ', email: 'asha@raostudio.in', phone: '+7700 (900) 123abc', company: 'Rao Studio', goal: 'Follow up on every quote we send' };

/** Fills every field, the "other" description included, then lets as much time pass as a person needs (the page's clock must be installed). */
export async function fillForm(page: Page): Promise<void> {
  await label(page, copy.nameField.label).fill(typed.name);
  await label(page, copy.emailField.label).fill(typed.email);
  await label(page, copy.phoneField.countryLabel).selectOption('GB');
  await label(page, copy.phoneField.label).fill(typed.phone);
  await label(page, copy.companyField.label).fill(typed.company);
  await label(page, copy.goalField.label).selectOption(copy.goalField.otherOption);
  await label(page, copy.goalField.otherLabel).fill(typed.goal);
  await page.clock.fastForward(MIN_FILL_MS);
}

/** What autofill puts in: every field at once (the visitor's details, not the site's words). */
export const autofilled = () => ({ name: 'Asha Rao', email: typed.email, phoneCountry: 'GB', phoneNumber: '7700 900123', company: typed.company, automationGoal: copy.goalField.options[0]! });

/** Fills every field from a script in one go, the way a browser's autofill does: values set, input and change events fired. */
export async function autofill(page: Page): Promise<void> {
  await page.evaluate((values) => {
    const form = document.querySelector('button[type="submit"]')!.closest('form')!;
    for (const [name, value] of Object.entries(values)) {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, autofilled());
}

/** The one message for the whole form when sending failed. */
export const alertBox = (page: Page) => page.getByRole('alert').filter({ hasText: copy.messages.submitFailed });

// The page logs why a booking failed; the browser reports the failed request. Both are expected.
const allow = [/Strategy-call booking could not be sent/, /Failed to load resource/, /net::ERR_/];

/** The booking page, hydrated, with a fake clock running in real time (fillForm moves it on). */
export async function openForm(browser: Browser, width = 1280) {
  const opened = await open(browser, BOOKING_ROUTE, { width, allow });
  await hydrated(opened.page);
  await opened.page.clock.install();
  const logged: string[] = [];
  opened.page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
  return { ...opened, logged };
}
