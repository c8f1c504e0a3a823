import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIN_FILL_MS, TRAP_FIELD } from '../../src/booking/spam.ts';
import { alertBox, BOOKING_ROUTE as ROUTE, contact, copy, fillForm, label, openForm as openBookingForm, submitButton, thanks, typed } from './booking-form.ts';
import { baseURL, hydrated, launch } from './harness.ts';

// What happens to a booking on the way: errors, timeouts, reloads, programs, the page not yet
// interactive. The webhook is played by the browser's request interception (booking.test.ts runs a
// real receiver on the test port), so both files can run at once.
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' };
const ok = (route: Route) => route.fulfill({ status: 200, headers: CORS, body: '{"ok":true}' });

let browser: Browser;
let received: string[] = [];
let reply: (route: Route) => unknown = ok;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(() => {
  received = [];
  reply = ok;
});
afterEach(async () => {
  for (const context of browser.contexts()) await context.close();
});

/** Plays the webhook for a page: answers with `reply`, recording each booking. */
async function webhook(page: Page) {
  await page.route('**/booking-webhook', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    received.push(route.request().postData() ?? '');
    return reply(route);
  });
}

async function openForm(width = 1280) {
  const opened = await openBookingForm(browser, width);
  await webhook(opened.page);
  return opened;
}

const bodies = () => received.map((b) => JSON.parse(b) as Record<string, string>);

async function expectFailureKeptValues(page: Page, logged: string[]) {
  await alertBox(page).waitFor();
  expect(logged.some((l) => /Strategy-call booking could not be sent/.test(l))).toBe(true);
  // One message for the whole form, above the button, with focus on it; no field is marked.
  expect(await alertBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await alertBox(page).evaluate((el) => !!(el.compareDocumentPosition(document.querySelector('form button[type="submit"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
  expect(await label(page, copy.nameField.label).inputValue()).toBe(typed.name);
  expect(await label(page, copy.phoneField.label).inputValue()).toBe('7700 (900) 123');
  expect(await label(page, copy.phoneField.countryLabel).inputValue()).toBe('GB');
  expect(await label(page, copy.goalField.otherLabel).inputValue()).toBe(typed.goal);
  expect(await submitButton(page).textContent()).toBe(copy.submit.label);
  expect(await submitButton(page).isEnabled()).toBe(true);
  // The two ways that always work, with the booking written out.
  const whatsapp = new URL((await page.getByRole('link', { name: copy.delivery.whatsappLabel }).getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`);
  const message = whatsapp.searchParams.get('text')!;
  for (const part of [copy.delivery.greeting, `${copy.nameField.label}: Asha Rao`, `${copy.emailField.label}: ${typed.email}`, `${copy.companyField.label}: ${typed.company}`, `${copy.goalField.label}: ${typed.goal}`]) {
    expect(message).toContain(part);
  }
  const email = (await page.getByRole('link', { name: copy.delivery.emailLabel }).getAttribute('href'))!;
  expect(email.startsWith(`mailto:${contact.email}?`)).toBe(true);
  const params = new URLSearchParams(email.split('?')[1]);
  expect(params.get('subject')).toBe(copy.delivery.emailSubject);
  expect(params.get('body')).toBe(message);
}

/** The webhook answers again: the retry books, carrying the first attempt's submission_id. */
async function retryReachesWebhookWithSameId(page: Page) {
  reply = ok;
  await submitButton(page).click();
  await thanks(page).waitFor();
  expect(received).toHaveLength(2);
  expect(bodies()[1]!.submission_id).toBe(bodies()[0]!.submission_id);
}

describe('booking delivery', () => {
  it('keeps every value, offers WhatsApp and email, and retries with the same submission id when the webhook answers 500', async () => {
    reply = (route) => route.fulfill({ status: 500, headers: CORS, body: 'down' });
    const { page, logged } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await expectFailureKeptValues(page, logged);
    await retryReachesWebhookWithSameId(page);
  });

  it('keeps every value when the connection is refused', async () => {
    reply = (route) => route.abort('connectionrefused');
    const { page, logged } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await expectFailureKeptValues(page, logged);
  });

  it('gives up after 15 seconds without an answer; the retry reaches the webhook with the same submission id', async () => {
    reply = () => {}; // never answers
    const { page, logged } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await expect.poll(() => received.length).toBe(1);
    await page.clock.fastForward(14_000);
    expect(await submitButton(page).textContent()).toBe(copy.submit.busyLabel);
    await page.clock.fastForward(1_100);
    await expectFailureKeptValues(page, logged);
    await retryReachesWebhookWithSameId(page);
    expect(bodies()[1]).toMatchObject({ name: 'Asha Rao', automation_goal: typed.goal });
  });

  it('a new booking after a successful one gets a new submission id', async () => {
    const { page } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await thanks(page).waitFor();
    await page.goto(baseURL() + ROUTE);
    await hydrated(page);
    await fillForm(page);
    await submitButton(page).click();
    await thanks(page).waitFor();
    expect(received).toHaveLength(2);
    expect(bodies()[1]!.submission_id).not.toBe(bodies()[0]!.submission_id);
  });

  it('drops a program that fills in every field, hidden one included: it sees the thank-you, nothing is posted', async () => {
    const { page, problems } = await openForm();
    await fillForm(page);
    const trap = page.locator(`input[name="${TRAP_FIELD}"]`);
    // Hidden from people (off-screen), from the keyboard and from screen readers.
    expect(await trap.evaluate((el) => el.parentElement!.getBoundingClientRect().width <= 1 && getComputedStyle(el.parentElement!).overflow === 'hidden')).toBe(true);
    expect(await trap.evaluate((el) => el.closest('[inert][aria-hidden="true"]') !== null && (el as HTMLInputElement).tabIndex === -1)).toBe(true);
    await trap.evaluate((el: HTMLInputElement) => {
      el.value = 'https://cheap-links.example';
    });
    await submitButton(page).click();
    await thanks(page).waitFor();
    await page.waitForTimeout(300);
    expect(received).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('restores a booking interrupted by a reload as "may have been sent", and resends it with the same id', async () => {
    reply = () => {}; // the first send never gets an answer
    const { page, problems } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await expect.poll(() => received.length).toBe(1);
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    const notice = page.getByRole('alert').filter({ hasText: copy.delivery.maybeSent });
    await notice.waitFor();
    expect(await label(page, copy.nameField.label).inputValue()).toBe(typed.name);
    expect(await label(page, copy.goalField.otherLabel).inputValue()).toBe(typed.goal);
    expect(await thanks(page).count()).toBe(0);
    reply = ok;
    await submitButton(page).click();
    await thanks(page).waitFor();
    expect(received).toHaveLength(2);
    expect(bodies()[1]!.submission_id).toBe(bodies()[0]!.submission_id);
    expect(problems.filter((p) => !/ERR_|Failed to load/.test(p))).toEqual([]);
  });

  it('is inert until the app runs, even when its scripts are slow to arrive: Enter and the button do not leave the page, and what was typed is kept', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await webhook(page);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    let release!: () => void;
    const scriptsMayArrive = new Promise<void>((resolve) => (release = resolve));
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    // Hold every script, the start-up script included: the page is the prerendered HTML alone.
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await scriptsMayArrive;
      await route.continue();
    });
    await page.clock.install();
    // Neither load nor DOMContentLoaded comes while the deferred start-up script is held: the page is on screen all the same.
    await page.goto(baseURL() + ROUTE, { waitUntil: 'commit' });
    await submitButton(page).waitFor({ state: 'attached' });
    expect(await submitButton(page).isDisabled()).toBe(true);
    const choice = copy.goalField.options[0]!;
    await label(page, copy.nameField.label).fill(typed.name);
    await label(page, copy.emailField.label).fill(typed.email);
    await label(page, copy.phoneField.countryLabel).selectOption('GB');
    await label(page, copy.phoneField.label).fill('7700 900123');
    await label(page, copy.companyField.label).fill(typed.company);
    await label(page, copy.goalField.label).selectOption(choice);
    await label(page, copy.companyField.label).press('Enter');
    await label(page, copy.emailField.label).press('Enter');
    await submitButton(page).click({ force: true });
    await page.waitForTimeout(300);
    expect(page.url()).toBe(baseURL() + ROUTE);
    expect(navigations).toEqual([baseURL() + ROUTE]);
    const island = page.locator('site-island[data-block="booking-form"]');
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    expect(await label(page, copy.emailField.label).inputValue()).toBe(typed.email);

    // The scripts arrive after the visitor typed: the form's island wakes by itself (its fields
    // were touched before its loader ran) and the button is enabled once it can send.
    release();
    await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    expect(await label(page, copy.nameField.label).inputValue()).toBe(typed.name);
    expect(await label(page, copy.phoneField.countryLabel).inputValue()).toBe('GB');
    expect(await label(page, copy.goalField.label).inputValue()).toBe(choice);
    await page.clock.fastForward(MIN_FILL_MS);
    await submitButton(page).click();
    await thanks(page).waitFor();
    expect(bodies()[0]).toMatchObject({ name: 'Asha Rao', email: typed.email, phone: '+44 7700 900123', company: typed.company, automation_goal: choice });
    expect(problems).toEqual([]);
  });

  it('offers WhatsApp and email, from the content and the contact details, to a browser without JavaScript', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseURL() + ROUTE, { waitUntil: 'load' });
    expect(await submitButton(page).isDisabled()).toBe(true);
    const line = page.locator('.booking__noscript');
    expect(await line.isVisible()).toBe(true);
    expect(await line.textContent()).toContain(copy.delivery.withoutJavaScript);
    const whatsapp = new URL((await line.getByRole('link', { name: copy.delivery.whatsappLabel }).getAttribute('href'))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`);
    expect(whatsapp.searchParams.get('text')).toBe(copy.delivery.greeting);
    const email = (await line.getByRole('link', { name: copy.delivery.emailLabel }).getAttribute('href'))!;
    expect(email.startsWith(`mailto:${contact.email}?`)).toBe(true);
    expect(new URLSearchParams(email.split('?')[1]).get('subject')).toBe(copy.delivery.emailSubject);
  });
});
