import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockOf, pageAt } from '../support/content.ts';
import { linksIn } from '../support/shown.ts';
import { axeViolations, baseURL, hydrated, launch, open, scrollsSideways } from './harness.ts';

// `npm test` builds with VITE_BOOKING_WEBHOOK_URL=http://127.0.0.1:4599/booking-webhook (scripts/cli/test-all.ts),
// so the built form posts to this receiver, cross-origin from the preview server like the live site.
const PORT = Number(process.env.BOOKING_TEST_PORT ?? 4599);
const PATH = '/booking-webhook';
// The form's wording comes from content/pages/strategy-call.yaml (tests/support/content.ts).
const form = blockOf('/strategy-call', 'booking-form');
const { nameField, emailField, phoneField, companyField, goalField, submit, messages, thankYou } = form;
const FAILED = messages.submitFailed;
// The page logs why a booking failed; the browser reports the failed request. Both are expected here.
const allow = [/Strategy-call booking could not be sent/, /Failed to load resource/, /net::ERR_/];

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
type Answer = (res: ServerResponse) => void;

let browser: Browser;
let server: Server | null = null;
const sockets = new Set<Socket>();
let received: Received[] = [];
let answer: Answer = (res) => res.writeHead(200).end('{"ok":true}');

function cors(res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
}

function handle(req: IncomingMessage, res: ServerResponse) {
  cors(res);
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.url !== PATH || req.method !== 'POST') return void res.writeHead(404).end();
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    answer(res);
  });
}

async function startReceiver() {
  server = createServer(handle);
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server!.listen(PORT, '127.0.0.1', resolve));
}

async function stopReceiver() {
  if (!server) return;
  sockets.forEach((s) => s.destroy());
  await new Promise((resolve) => server!.close(resolve));
  server = null;
}

/** Fails fast, in plain words, when the site under test was built to post somewhere else (or nowhere). */
async function expectBuiltForThisReceiver() {
  const html = await (await fetch(`${baseURL()}/strategy-call`)).text();
  const scripts = [...new Set(html.match(/\/assets\/[\w-]+\.js/g) ?? [])];
  const bundles = await Promise.all(scripts.map(async (src) => (await fetch(baseURL() + src)).text()));
  const target = `http://127.0.0.1:${PORT}${PATH}`;
  if (!bundles.some((code) => code.includes(target))) {
    throw new Error(`The booking tests need a build made with VITE_BOOKING_WEBHOOK_URL=${target} (npm test builds that way).`);
  }
}

beforeAll(async () => {
  await expectBuiltForThisReceiver();
  browser = await launch();
});
afterAll(async () => {
  await stopReceiver();
  await browser?.close();
});
beforeEach(async () => {
  received = [];
  answer = (res) => res.writeHead(200).end('{"ok":true}');
  if (!server) await startReceiver();
});
afterEach(async () => {
  for (const context of browser.contexts()) await context.close();
});

const submitButton = (page: Page) => page.locator('form button[type="submit"]');
const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: false }).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

async function openForm(width = 1280) {
  const opened = await open(browser, '/strategy-call', { width, allow });
  await hydrated(opened.page);
  const logged: string[] = [];
  opened.page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
  return { ...opened, logged };
}

async function fillForm(page: Page) {
  await page.getByLabel(nameField.label).fill('  Asha Rao ');
  await page.getByLabel(emailField.label).fill('asha@raostudio.in');
  await page.getByLabel(phoneField.countryLabel).selectOption('GB');
  await page.getByLabel(phoneField.label).fill('+7700 (900) 123abc');
  await page.getByLabel(companyField.label).fill('Rao Studio');
  await page.getByLabel(goalField.label).selectOption(goalField.otherOption);
  await page.getByLabel(goalField.otherLabel).fill('Follow up on every quote we send');
}

async function expectFailureKeptValues(page: Page, logged: string[]) {
  await expect.poll(() => fieldError(page, goalField.label)).toContain(FAILED);
  expect(logged.some((l) => /Strategy-call booking could not be sent/.test(l))).toBe(true);
  expect(await page.getByLabel(nameField.label).inputValue()).toBe('  Asha Rao ');
  expect(await page.getByLabel(phoneField.label).inputValue()).toBe('7700 (900) 123');
  expect(await page.getByLabel(phoneField.countryLabel).inputValue()).toBe('GB');
  expect(await page.getByLabel(goalField.otherLabel).inputValue()).toBe('Follow up on every quote we send');
  expect(await submitButton(page).textContent()).toBe(submit.label);
  expect(await submitButton(page).isEnabled()).toBe(true);
}

describe('strategy-call booking', () => {
  it('takes a phone visitor from the hero straight to the form', async () => {
    const { page } = await openForm(375);
    const section = page.locator(`#${form.id}`);
    const jump = linksIn(pageAt('/strategy-call').blocks).find((l) => l.href.endsWith(`#${form.id}`))!;
    expect(await section.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await page.getByRole('link', { name: jump.label, exact: true }).click();
    // Just below the sticky header (scroll-padding-top), not still far down the page.
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(new URL(page.url()).hash).toBe(`#${form.id}`);
  });

  it('posts exactly the booking as JSON and replaces the form with a focused thank-you panel', async () => {
    const { page, problems } = await openForm();
    await fillForm(page);
    const before = Date.now();
    await submitButton(page).click();
    const panel = page.locator('.booking__thanks');
    await panel.waitFor();
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(received[0]!.body) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['automation_goal', 'company', 'email', 'form_type', 'name', 'phone', 'timestamp']);
    expect(body).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@raostudio.in',
      phone: '+44 7700 (900) 123',
      company: 'Rao Studio',
      automation_goal: 'Follow up on every quote we send',
      form_type: 'strategy_call',
    });
    expect(body.timestamp).toBe(new Date(body.timestamp!).toISOString());
    expect(Math.abs(Date.parse(body.timestamp!) - before)).toBeLessThan(10_000);
    expect(await panel.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await panel.textContent()).toContain(thankYou.heading);
    expect(await panel.textContent()).toContain(thankYou.text);
    expect(await page.locator('form').count()).toBe(0);
    expect(await page.getByRole('link', { name: thankYou.link!.label, exact: true }).getAttribute('href')).toBe(thankYou.link!.href);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('says it is booking and stays disabled during a slow answer, sending only once', async () => {
    answer = (res) => setTimeout(() => res.writeHead(204).end(), 1500);
    const { page } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await expect.poll(() => submitButton(page).textContent()).toBe(submit.busyLabel);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await submitButton(page).click({ force: true });
    await page.getByLabel(companyField.label).press('Enter');
    await page.locator('.booking__thanks').waitFor();
    expect(received).toHaveLength(1);
  });

  it('keeps every value and offers a retry when the webhook answers 500', async () => {
    answer = (res) => res.writeHead(500).end('down');
    const { page, logged } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await expectFailureKeptValues(page, logged);
    expect(await page.getByLabel(goalField.label).evaluate((el) => el === document.activeElement)).toBe(true);

    answer = (res) => res.writeHead(200).end();
    await submitButton(page).click();
    await page.locator('.booking__thanks').waitFor();
    expect(received).toHaveLength(2);
  });

  it('keeps every value when the connection is refused', async () => {
    await stopReceiver();
    const { page, logged } = await openForm();
    await fillForm(page);
    await submitButton(page).click();
    await expectFailureKeptValues(page, logged);
  });

  it('gives up after 15 seconds without an answer', async () => {
    answer = () => {}; // never answers
    const { page, logged } = await openForm();
    await page.clock.install();
    await fillForm(page);
    await submitButton(page).click();
    await expect.poll(() => received.length).toBe(1);
    await page.clock.fastForward(14_000);
    expect(await submitButton(page).textContent()).toBe(submit.busyLabel);
    await page.clock.fastForward(1_100);
    await expectFailureKeptValues(page, logged);
  });

  it('restores what was typed after a reload, without hydration warnings', async () => {
    const { page, problems } = await openForm();
    await fillForm(page);
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    await expect.poll(() => page.getByLabel(nameField.label).inputValue()).toBe('  Asha Rao ');
    expect(await page.getByLabel(phoneField.countryLabel).inputValue()).toBe('GB');
    expect(await page.getByLabel(phoneField.label).inputValue()).toBe('7700 (900) 123');
    expect(await page.getByLabel(goalField.label).inputValue()).toBe(goalField.otherOption);
    expect(await page.getByLabel(goalField.otherLabel).inputValue()).toBe('Follow up on every quote we send');
    expect(problems).toEqual([]);
  });

  it('opens the description box for the other choice with a 0.3 s animation', async () => {
    const { page } = await openForm();
    expect(await page.getByLabel(goalField.otherLabel).count()).toBe(0);
    await page.getByLabel(goalField.label).selectOption(goalField.otherOption);
    const box = page.locator('.booking__other');
    expect(await box.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.3s');
  });

  for (const width of [375, 1280]) {
    it(`has no axe violations at ${width} px, also with every error showing`, async () => {
      const { page, problems } = await openForm(width);
      expect(await axeViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByLabel(goalField.label).selectOption(goalField.otherOption);
      await page.getByLabel(emailField.label).fill('not-an-email');
      await page.getByLabel(phoneField.label).fill('123');
      await submitButton(page).click();
      expect(await page.getByLabel(nameField.label).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(5);
      expect(await page.getByRole('status').textContent()).toContain(messages.emailInvalid);
      expect(await axeViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      expect(received).toHaveLength(0);
      expect(problems).toEqual([]);
    });
  }
});
