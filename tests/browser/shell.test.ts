import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site, staticRoutes } from '../support/content.ts';
import { escapeRegExp } from '../support/shown.ts';
import { baseURL, hydrated, launch, open } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Labels and addresses come from content/site.yaml (tests/support/content.ts), never from the test.
const { name, navigation, footer: lists, contact, social } = site();
// A menu entry with pages under it (Services and the service pages), one of those pages, and two other entries.
const parent = navigation.links.find((l) => staticRoutes().some((r) => r.startsWith(`${l.href}/`)))!;
const nested = staticRoutes().find((r) => r.startsWith(`${parent.href}/`))!;
const [first, second] = navigation.links.filter((l) => l !== parent && l.href.startsWith('/') && l.href !== '/');
const urlOf = (href: string) => `**${href}`;

const toggle = (page: Page) => page.getByRole('button', { name: 'Menu' });
const expanded = (page: Page) => toggle(page).getAttribute('aria-expanded');
const focusInMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#site-menu'));
const focusOnToggle = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle') ?? false);

describe('navigation bar', () => {
  it('marks the current route, and the parent of a nested one, with aria-current and a visible highlight', async () => {
    const { page, problems } = await open(browser, nested);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.locator('a[aria-current="page"]');
    await expect(current.allTextContents()).resolves.toEqual([parent.label]);
    const colour = (label: string) => nav.getByRole('link', { name: label, exact: true }).evaluate((a) => getComputedStyle(a).color);
    expect(await colour(parent.label)).not.toBe(await colour(second!.label));

    await nav.getByRole('link', { name: first!.label, exact: true }).click();
    await page.waitForURL(urlOf(first!.href));
    await expect.poll(() => nav.locator('a[aria-current="page"]').allTextContents()).toEqual([first!.label]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the bar on every page, and hides it only while the page is parsed no further than the bar', async () => {
    // A bar painted half-parsed (the Menu button without its word, links spread before the last came)
    // would move when the rest arrived; the bar waits for the start of the page's main part instead.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    for (const route of [...staticRoutes(), '/404']) {
      await page.goto(baseURL() + route, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('.site-header__bar').evaluate((bar) => getComputedStyle(bar).visibility), route).toBe('visible');
    }
    const html = await (await fetch(`${baseURL()}/`)).text();
    await page.route(`${baseURL()}/cut`, (r) => r.fulfill({ contentType: 'text/html', body: html.slice(0, html.indexOf('<main')) }));
    await page.goto(`${baseURL()}/cut`);
    expect(await page.locator('.site-header__bar').evaluate((bar) => getComputedStyle(bar).visibility)).toBe('hidden');
    await context.close();
  });

  it('starts every navigation at the top of the page and offers a skip link', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const target = lists.company.find((l) => l.href.startsWith('/') && !l.newTab && l.href !== '/')!;
    await page.getByRole('contentinfo').getByRole('link', { name: target.label, exact: true }).click();
    await page.waitForURL(urlOf(target.href));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });
});

describe('mobile menu at 375 px', () => {
  it('opens with focus inside, 72 px from the top, locks scrolling, and closes on Escape with focus back on the toggle', async () => {
    const { page, problems } = await open(browser, '/', { width: 375, height: 740 });
    await hydrated(page);
    const menu = page.locator('#site-menu');
    expect(await toggle(page).getAttribute('aria-controls')).toBe('site-menu');
    expect(await expanded(page)).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await toggle(page).click();
    expect(await expanded(page)).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    await menu.evaluate((m) => Promise.all(m.getAnimations().map((a) => a.finished)));
    expect((await menu.boundingBox())!.y).toBe(72);
    expect(await focusInMenu(page)).toBe(true);

    await page.mouse.move(187, 700);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    expect(await expanded(page)).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await focusOnToggle(page)).toBe(true);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('closes on a click outside it', async () => {
    const { page } = await open(browser, '/', { width: 375, height: 740 });
    await hydrated(page);
    await toggle(page).click();
    const bottom = await page.locator('#site-menu').evaluate((m) => m.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThan(720);
    await page.mouse.click(187, Math.round((bottom + 740) / 2));
    expect(await expanded(page)).toBe('false');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    // The click put focus on nothing: it comes back to the toggle.
    await expect.poll(() => focusOnToggle(page)).toBe(true);
    await page.context().close();
  });

  it('closes on a route change', async () => {
    const { page, problems } = await open(browser, '/', { width: 375, height: 740 });
    await hydrated(page);
    await toggle(page).click();
    await page.locator('#site-menu').getByRole('link', { name: first!.label, exact: true }).click();
    await page.waitForURL(urlOf(first!.href));
    await expect.poll(() => expanded(page)).toBe('false');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await page.locator('#site-menu a[aria-current="page"]').textContent()).toBe(first!.label);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('footer', () => {
  it('links the social profiles, both lists, contact details and legal pages, each to a target that exists', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    const profiles = footer.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)} on `) });
    expect(await profiles.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]))).toEqual(social.map((s) => [s.href, '_blank']));
    const hrefs = (list: string) => footer.getByRole('navigation', { name: list }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(await hrefs('Solutions')).toEqual(lists.solutions.map((l) => l.href));
    expect(await hrefs('Company')).toEqual(lists.company.map((l) => l.href));
    const company = footer.getByRole('navigation', { name: 'Company' });
    for (const entry of lists.company.filter((l) => l.newTab)) {
      const link = company.getByRole('link', { name: `${entry.label} (opens in a new tab)`, exact: true });
      expect(await link.getAttribute('href')).toBe(entry.href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ')).toContain('noopener');
    }
    expect(await footer.getByRole('link', { name: contact.email, exact: true }).getAttribute('href')).toBe(`mailto:${contact.email}`);
    // The WhatsApp number as written, dialled without its spaces and brackets.
    const phone = footer.getByRole('link', { name: `WhatsApp: ${contact.whatsapp}`, exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${contact.whatsapp.replace(/[\s()-]/g, '')}`);
    expect(await footer.getByText(contact.city, { exact: true }).isVisible()).toBe(true);
    expect(await footer.getByText(/All rights reserved/).textContent()).toContain(`© ${new Date().getFullYear()} ${name}`);

    const internal = await footer.locator('a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    const listed = [...lists.solutions, ...lists.company, ...lists.legal].map((l) => l.href).filter((h) => h.startsWith('/'));
    expect(internal).toEqual(expect.arrayContaining([...new Set(listed)]));
    for (const href of internal) {
      const response = await fetch(baseURL() + href);
      expect(response.status, href).toBe(200);
    }
    await page.context().close();
  });
});
