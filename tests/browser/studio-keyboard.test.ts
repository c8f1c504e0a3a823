import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findEditablePage } from '../support/studio-content.ts';
import { openStudio, tabTo, type StudioSite, WAIT, useStudioSite, LONG_TASK } from '../support/studio.ts';
import { axeViolations, scrollsSideways } from './harness.ts';

// Issue 30: the keyboard path is short. Each section's buttons are one Tab stop (arrow keys along
// them), a "Jump to a section" list reaches every section and item, from where any field is at most
// 10 Tab presses away; F6 moves between the parts; on a phone a tap on a section in the preview opens
// its fields. The page is found in the content, never named by its copy.
let browser: Browser;
let site: StudioSite;
useStudioSite((b, s) => {
  browser = b;
  site = s;
});

/** axe's `region` rule (a best practice, outside the WCAG tags the other checks use): everything sits in a landmark. */
async function outsideLandmarks(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withRules(['region']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`));
}

const FIELD = 'input, textarea, select, [role="textbox"]';
const active = (page: Page) => page.evaluate((fields) => {
  const el = document.activeElement as HTMLElement | null;
  return { id: el?.id ?? '', field: !!el?.matches(fields), section: el?.closest('[data-section]')?.getAttribute('data-section') ?? null };
}, FIELD);

describe('the Studio by keyboard', () => {
  it('every field of every section is at most 10 Tab presses from the section list, at 375 px', { timeout: 240_000 }, async () => {
    const target = findEditablePage(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, target.file, 375);
    // Each place's form id (block-2, or block-2_items_3 for an item of a list).
    const places = await page.locator('#jump-to-section option').evaluateAll((options) => options.map((o) => o.getAttribute('data-target')!));
    const blocks = (parse(site.read(target.file)) as { blocks: unknown[] }).blocks;
    expect(places.length).toBeGreaterThanOrEqual(blocks.length);
    let most = 0;
    let fields = 0;
    let worst = '';
    for (let k = 0; k < places.length; k++) {
      // The place chosen by keyboard: Home, then down to it, Enter.
      await page.locator('#jump-to-section').focus();
      await page.keyboard.press('Home');
      for (let d = 0; d < k; d++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const inPlace = (id: string) => page.evaluate((place) => !!document.activeElement && (document.activeElement.id.startsWith(place) || !!document.activeElement.closest(`[id="${place}"]`)), id);
      await expect.poll(() => inPlace(places[k]!), { ...WAIT, message: `the focus goes to ${places[k]}` }).toBe(true);
      // The place's first control: a field, or the button that takes an optional group of fields away.
      const start = await active(page);
      const next = places[k + 1];
      // Tab along the place's fields until the next place (the next item of a list) or the end of the section.
      const stops: string[] = [start.id];
      for (let presses = 1; presses <= 40; presses++) {
        await page.keyboard.press('Tab');
        const now = await active(page);
        stops.push(now.id || (await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 30) ?? '')));
        if (now.section !== start.section || (next && (now.id === next || now.id.startsWith(`${next}_`)))) break;
        if (now.field && presses > most) worst = stops.join(' → ');
        if (now.field) most = Math.max(most, presses);
        if (now.field) fields++;
      }
    }
    // Fields were reached (not only the first of each place), and none further than 10 presses.
    expect(fields).toBeGreaterThan(places.length);
    expect(most, worst).toBeLessThanOrEqual(10);
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a section's name and tools are one Tab stop, moved along with the arrow keys", async () => {
    const target = findEditablePage(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, target.file, 1280);
    await tabTo(page, '[data-section="0"] .section-item__toggle');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-section]')?.getAttribute('data-section'))).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('section-item__toggle'))).toBe(true);
    // Along section 1's tools: Move up, then Move down; Tab leaves them, Shift+Tab comes back to the last one used.
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('move-up');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('move-down');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-section]')?.getAttribute('data-section'))).toBe('2');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('move-down');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('section-item__toggle'))).toBe(true);

    // F6 goes from part to part, and the Studio says so.
    await page.getByText('F6 moves between the pages, the form and the preview').waitFor();
    const part = () => page.evaluate(() => (document.activeElement?.closest('.sidebar') ? 'pages' : document.activeElement?.closest('#editor') ? 'form' : document.activeElement?.closest('.preview') ? 'preview' : 'elsewhere'));
    expect(await part()).toBe('form');
    await page.keyboard.press('F6');
    expect(await part()).toBe('preview');
    await page.keyboard.press('F6');
    expect(await part()).toBe('pages');
    await page.keyboard.press('Shift+F6');
    expect(await part()).toBe('preview');
    await page.keyboard.press('Shift+F6');
    expect(await part()).toBe('form');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("on a phone, a tap on a section in the preview opens that section's fields", async () => {
    const target = findEditablePage(site.copy.dir);
    const { page, problems, preview } = await openStudio(browser, site, target.file, 375);
    const last = (parse(site.read(target.file)) as { blocks: unknown[] }).blocks.length - 1;
    expect(await outsideLandmarks(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Preview' }).click();
    expect(await axeViolations(page)).toEqual([]);
    expect(await outsideLandmarks(page)).toEqual([]);
    await preview().locator(`[data-studio-block="${last}"]`).first().click({ position: { x: 5, y: 5 } });
    await page.locator(`#block-${last}-form`).waitFor({ timeout: WAIT.timeout });
    expect(await page.getByRole('tab', { name: 'Form' }).getAttribute('aria-selected')).toBe('true');
    // The focus, and so the view, is in that section's fields, not at the top of the form.
    await expect.poll(() => page.evaluate((i) => !!document.activeElement?.closest(`#block-${i}-form`), last), WAIT).toBe(true);
    const inView = await page.locator(`#block-${last}-form`).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
    expect(inView).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, LONG_TASK);
});
