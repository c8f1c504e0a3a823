import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimUsages, type ClaimReport } from '../../scripts/content/claims/index.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { findEditablePage } from '../support/studio-content.ts';
import { openSection, openStudio, settled, startStudioSite, type StudioSite, WAIT } from '../support/studio.ts';
import { axeViolations, launch } from './harness.ts';

// Claims in the Studio, on a throwaway copy of the project: the expected claims and places are read
// from that copy's content/claims.yaml and pages (tests never pin copy).
const CLAIMS = 'content/claims.yaml';
let browser: Browser;
let site: StudioSite;
let claims: ClaimReport[];
/** A claim used on at least one page, and the first page place that shows it. */
let used: ClaimReport;
beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startStudioSite()]);
  claims = claimUsages(loadContent(site.copy.dir));
  used = claims.find((c) => c.usedIn.some((u) => u.file.startsWith('content/pages/') && u.path[0] === 'blocks'))!;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('claims in the Studio', () => {
  it('shows beside claims.yaml where each claim is used, and a place opens its page at the section', async () => {
    const { page, problems } = await openStudio(browser, site, CLAIMS);
    const pane = page.getByRole('region', { name: 'Where each claim is used' });
    const card = pane.locator(`[data-claim="${used.id}"]`);
    await card.locator('.claim-card__value', { hasText: used.value }).waitFor();
    const places = card.locator('.claim-card__usage');
    await expect.poll(() => places.count(), WAIT).toBe(used.usedIn.length);
    for (const [i, u] of used.usedIn.entries()) expect(await places.nth(i).textContent()).toContain(`${u.file}:${u.line}`);
    // A claim nothing uses carries the checker's own warning.
    const unused = claims.find((c) => !c.usedIn.length);
    if (unused) await pane.locator(`[data-claim="${unused.id}"] .claim-card__problem`, { hasText: `{{${unused.id}}}` }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/studio-claims-1280.png' });

    const place = used.usedIn.findIndex((u) => u.file.startsWith('content/pages/') && u.path[0] === 'blocks');
    const target = used.usedIn[place]!;
    await places.nth(place).click();
    await page.locator('.sidebar__item[aria-current="page"]').filter({ has: page.locator('.sidebar__address') }).waitFor();
    await page.locator(`[data-section="${target.path[1]}"] .section-item__toggle[aria-expanded="true"]`).waitFor();
    const fieldId = [`block-${target.path[1]}`, ...target.path.slice(2)].join('_');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe(fieldId);
    expect(await page.locator(`#${fieldId}`).inputValue()).toContain(`{{${used.id}}}`);
    expect(page.url()).toContain(encodeURIComponent(target.file));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('inserts a claim at the caret of a text box with the picker, and the preview shows its value', async () => {
    const target = findEditablePage(site.copy.dir);
    const { page, problems, preview } = await openStudio(browser, site, target.file);
    await openSection(page, target.hero.index);
    const headline = page.locator(`#block-${target.hero.index}_headline`);
    await headline.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await page.locator('#claim-into', { hasText: '“' }).waitFor();

    await page.getByRole('button', { name: 'Insert a claim' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert a claim' });
    await picker.getByLabel('Find a claim').fill(used.id);
    await picker.locator('.claim-picker__pick', { hasText: `{{${used.id}}}` }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // By keyboard: from the search box to the first match.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(`{{${used.id}}}`);
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });

    await expect.poll(() => headline.inputValue(), WAIT).toBe(`${target.hero.headline} {{${used.id}}}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe(`block-${target.hero.index}_headline`);
    await preview().locator('h1', { hasText: `${target.hero.headline} ${used.value}` }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('renaming a claim that pages use lists each place as a mistake, and Save stays off', async () => {
    const { page } = await openStudio(browser, site, CLAIMS);
    const section = used.kind === 'figure' ? 'figures' : 'facts';
    const name = page.locator(`#file_${section}_${used.id}-key`);
    await name.fill(`${used.id}2`);
    await name.press('Tab');
    const list = page.locator('.problems');
    const first = used.usedIn[0]!;
    await list.locator('.problems__jump', { hasText: `${first.file}:${first.line}` }).first().waitFor();
    expect(await list.locator('.problems__jump', { hasText: `{{${used.id}}}` }).count()).toBeGreaterThanOrEqual(used.usedIn.length);
    await settled(page);
    await expect.poll(() => page.locator('#save-state').textContent(), WAIT).toMatch(/^Save is off/);
    expect(await page.getByRole('button', { name: 'Review and save' }).isDisabled()).toBe(true);
    expect(site.read(CLAIMS)).not.toContain(`${used.id}2:`);
    await page.context().close();
  });
});
