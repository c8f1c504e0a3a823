import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimUsages, type ClaimReport } from '../../scripts/content/claims/index.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { findClaimSentence, findEditablePage } from '../support/studio-content.ts';
import { openSection, openStudio, reviewAndSave, settled, shownText, startStudioSite, type StudioSite, WAIT, LONG_TASK } from '../support/studio.ts';
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
    const pane = page.getByRole('region', { name: 'Where each figure and fact is used' });
    const card = pane.locator(`[data-claim="${used.id}"]`);
    await card.locator('.claim-card__value', { hasText: used.value }).waitFor();
    const places = card.locator('.claim-card__usage');
    await expect.poll(() => places.count(), WAIT).toBe(used.usedIn.length);
    for (const [i, u] of used.usedIn.entries()) {
      expect([await places.nth(i).getAttribute('data-file'), await places.nth(i).getAttribute('data-line')]).toEqual([u.file, String(u.line)]);
      // Named for people: the page and the field, never a file.
      expect(await places.nth(i).textContent()).not.toMatch(/content\/|\.ya?ml|\.md/);
    }
    // A claim nothing uses carries the checker's own warning.
    const unused = claims.find((c) => !c.usedIn.length);
    if (unused) await pane.locator(`[data-claim="${unused.id}"] .claim-card__problem`, { hasText: unused.id }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/studio-claims-1280.png' });

    const place = used.usedIn.findIndex((u) => u.file.startsWith('content/pages/') && u.path[0] === 'blocks');
    const target = used.usedIn[place]!;
    await places.nth(place).click();
    await page.locator('.sidebar__item[aria-current="page"]').filter({ has: page.locator('.sidebar__address') }).waitFor();
    await page.locator(`[data-section="${target.path[1]}"] .section-item__toggle[aria-expanded="true"]`).waitFor();
    const fieldId = [`block-${target.path[1]}`, ...target.path.slice(2)].join('_');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe(fieldId);
    // The field shows the claim as its value, marked as the figure or fact it is.
    await page.locator(`#${fieldId} [data-claim="${used.id}"]`, { hasText: used.value }).first().waitFor();
    expect(page.url()).toContain(encodeURIComponent(target.file));
    expect(problems).toEqual([]);
    await page.context().close();
  }, LONG_TASK);

  it('inserts a claim at the caret of a text box with the picker, and the preview shows its value', async () => {
    const target = findEditablePage(site.copy.dir);
    const { page, problems, preview } = await openStudio(browser, site, target.file);
    await openSection(page, target.hero.index);
    const headline = page.locator(`#block-${target.hero.index}_headline`);
    await headline.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await page.locator('#claim-into', { hasText: '“' }).waitFor();

    await page.getByRole('button', { name: 'Insert a figure or fact' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert a figure or fact' });
    await picker.getByLabel('Find a figure or fact').fill(used.id);
    await picker.locator(`.claim-picker__pick[data-claim="${used.id}"]`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // By keyboard: from the search box to the first match.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-claim'))).toBe(used.id);
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });

    // The box shows the value, the file keeps the claim by name.
    await expect.poll(() => shownText(page, `#block-${target.hero.index}_headline`), WAIT).toBe(`${target.hero.headline} ${used.value}`);
    await headline.locator(`[data-claim="${used.id}"]`).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe(`block-${target.hero.index}_headline`);
    await preview().locator('h1', { hasText: `${target.hero.headline} ${used.value}` }).waitFor();
    await reviewAndSave(page);
    expect(site.data<{ blocks: { headline?: string }[] }>(target.file).blocks[target.hero.index]!.headline).toBe(`${target.hero.headline} {{${used.id}}}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an unsaved figure shows in the preview of a page that uses it, and the status names the unsaved file in words', { timeout: 120_000 }, async () => {
    // A figure inside a sentence of a page: the sentence shows it in the preview.
    const sentence = findClaimSentence(site.copy.dir);
    const claim = claims.find((c) => c.id === sentence.id)!;
    const { page, problems, preview } = await openStudio(browser, site, CLAIMS);
    const section = claim.kind === 'figure' ? 'figures' : 'facts';
    const value = /\d/.test(claim.value) ? claim.value.replace(/\d+/, (n) => String(Number(n) + 4321)) : `${claim.value} and more`;
    await page.locator(`#file_${section}_${claim.id}_value`).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(value);
    await settled(page);
    // Not saved: the page that uses it opens, and its preview shows the figure as it is being edited.
    await page.locator(`.sidebar__item[data-path="${sentence.file}"]`).click();
    await page.locator(`.sidebar__item[aria-current="page"][data-path="${sentence.file}"]`).waitFor();
    await expect.poll(async () => (await preview().locator('body').textContent()) ?? '', { timeout: 20_000 }).toContain(value);
    // The status says which file is not saved, by its name, never "1 other file".
    const claimsTitle = (JSON.parse(site.read('schemas/claims.schema.json')) as { title: string }).title;
    await expect.poll(() => page.locator('#save-state').textContent(), WAIT).toContain(`Not saved yet: ${claimsTitle}.`);
    expect(await page.locator('#save-state').textContent()).not.toMatch(/other files?/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('renaming a claim renames it everywhere in one save, or, when that is turned off, lists each place as a mistake', async () => {
    const { page } = await openStudio(browser, site, CLAIMS);
    const section = used.kind === 'figure' ? 'figures' : 'facts';
    const name = page.locator(`#file_${section}_${used.id}-key`);
    await name.fill(`${used.id}-renamed`);
    await name.press('Tab');
    const offer = page.getByRole('checkbox', { name: /Rename everywhere when I save/ });
    await expect.poll(() => offer.isChecked(), WAIT).toBe(true);
    // Beside the name box, with the number of places that use the old name (as saved).
    const notice = page.locator('.claim-renames');
    // Counted as saved now (an earlier test may have added a place).
    const places = claimUsages(loadContent(site.copy.dir)).find((c) => c.id === used.id)!.usedIn.length;
    await expect.poll(() => notice.textContent(), WAIT).toContain(`; ${places} ${places === 1 ? 'place uses' : 'places use'} the old name.`);
    expect(await notice.evaluate((el) => el.closest('.near-focus')?.previousElementSibling?.querySelector('input')?.id)).toBe(`file_${section}_${used.id}-renamed-key`);
    expect(await axeViolations(page)).toEqual([]);

    // Turned off: every place that still uses the old name is a mistake, and Save stays off.
    await offer.uncheck();
    const list = page.locator('.problems');
    await list.locator('.problems__jump', { hasText: `{{${used.id}}}` }).first().waitFor();
    expect(await list.locator('.problems__jump', { hasText: `{{${used.id}}}` }).count()).toBeGreaterThanOrEqual(used.usedIn.length);
    await settled(page);
    await expect.poll(() => page.locator('#save-state').textContent(), WAIT).toMatch(/^Save is off/);

    // On: no mistake, and the save renames every use.
    await offer.check();
    await list.waitFor({ state: 'detached', timeout: WAIT.timeout });
    await settled(page);
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review your changes' });
    await dialog.getByText(`The name “${used.id}” becomes “${used.id}-renamed” everywhere it is used.`).waitFor();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor({ timeout: WAIT.timeout });
    for (const file of new Set(used.usedIn.map((u) => u.file))) {
      expect(site.read(file)).toContain(`{{${used.id}-renamed}}`);
      expect(site.read(file)).not.toContain(`{{${used.id}}}`);
    }
    expect(loadContent(site.copy.dir).problems.filter((p) => p.severity !== 'warning')).toEqual([]);
    await page.context().close();
  }, LONG_TASK);
});
