import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, hydrated, launch, open } from './harness.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toggle = (page: Page) => page.getByRole('button', { name: 'Menu' });
const expanded = (page: Page) => toggle(page).getAttribute('aria-expanded');
const focusInMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#site-menu'));
const focusOnToggle = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle') ?? false);

describe('navigation bar', () => {
  it('marks the current route, and the parent of a nested one, with aria-current and a visible highlight', async () => {
    const { page, problems } = await open(browser, '/services/ai-voice-agents');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.locator('a[aria-current="page"]');
    await expect(current.allTextContents()).resolves.toEqual(['Services']);
    const colour = (name: string) => nav.getByRole('link', { name, exact: true }).evaluate((a) => getComputedStyle(a).color);
    expect(await colour('Services')).not.toBe(await colour('Blog'));

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => nav.locator('a[aria-current="page"]').allTextContents()).toEqual(['About']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('starts every navigation at the top of the page and offers a skip link', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
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
    expect(await focusOnToggle(page)).toBe(true);
    await page.context().close();
  });

  it('closes on a route change', async () => {
    const { page, problems } = await open(browser, '/', { width: 375, height: 740 });
    await hydrated(page);
    await toggle(page).click();
    await page.locator('#site-menu').getByRole('link', { name: 'How We Work' }).click();
    await page.waitForURL('**/how-we-work');
    await expect.poll(() => expanded(page)).toBe('false');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await page.locator('#site-menu a[aria-current="page"]').textContent()).toBe('How We Work');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('footer', () => {
  it('links the social profiles, both lists, contact details and legal pages, each to a target that exists', async () => {
    const { page } = await open(browser, '/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    const social = footer.getByRole('link', { name: /^Automata Labs on / });
    expect(await social.count()).toBe(3);
    for (const link of await social.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    const solutions = await footer.getByRole('navigation', { name: 'Solutions' }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(solutions).toEqual([
      '/services/bespoke-ai-chatbots', '/services/ai-voice-agents', '/services/lead-generation-systems',
      '/services/personalized-outreach', '/services/social-media-management', '/services/automation-infrastructure',
    ]);
    const company = footer.getByRole('navigation', { name: 'Company' });
    const sitemap = company.getByRole('link', { name: /Sitemap/ });
    expect(await sitemap.getAttribute('href')).toBe('/sitemap.xml');
    expect(await sitemap.getAttribute('target')).toBe('_blank');
    expect((await sitemap.getAttribute('rel'))?.split(' ')).toContain('noopener');
    expect(await footer.getByRole('link', { name: 'hello@automatalabs.in' }).getAttribute('href')).toBe('mailto:hello@automatalabs.in');
    expect(await footer.getByRole('link', { name: /\+91 98300 41275/ }).getAttribute('href')).toBe('tel:+919830041275');
    expect(await footer.getByText('Kolkata, India').isVisible()).toBe(true);
    expect(await footer.getByText(/All rights reserved/).textContent()).toContain(`© ${new Date().getFullYear()} Automata Labs`);

    const internal = await footer.locator('a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    expect(internal).toEqual(expect.arrayContaining(['/about', '/blog', '/how-we-work', '/data-solution', '/ai-visuals', '/strategy-call', '/privacy', '/terms']));
    for (const href of internal) {
      const response = await fetch(baseURL() + href);
      expect(response.status, href).toBe(200);
    }
    await page.context().close();
  });
});
