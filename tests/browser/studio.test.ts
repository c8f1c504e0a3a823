import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import { parse } from 'yaml';
import { changeSentence, claimValues, describeChanges } from '../../scripts/content/changes/index.ts';
import { loadChangeSchemas } from '../../scripts/content/schemas.ts';
import { rewriteYaml } from '../../src/studio/yaml/rewrite.ts';
import { changedLines, findEditablePage, findPictureList, publicPictures, type EditablePage } from '../support/studio-content.ts';
import { openSection, openStudio, reviewAndSave, settled, shownText, startStudioSite, type StudioSite, WAIT, LONG_TASK } from '../support/studio.ts';
import { axeViolations, launch } from './harness.ts';

// The Studio on a throwaway copy of the project (a git checkout of its own), as a person uses it.
let browser: Browser;
let site: StudioSite;
let target: EditablePage;
beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startStudioSite({ git: true })]);
  target = findEditablePage(site.copy.dir);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const schema = (type: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../schemas/blocks/${type}.schema.json`), 'utf8')) as { title: string; examples: Record<string, unknown>[] };

describe('editing a page in the Studio', () => {
  it('changes a headline and a button in a list, shows them in the preview before saving, and saves only those lines', async () => {
    const { page, problems, preview } = await openStudio(browser, site, target.file);
    const before = site.read(target.file);
    const { hero, listButton } = target;
    const label = `${listButton.link.label} today`;

    // Three edits in a row, timed from typing to the preview showing it; the quickest counts, so one
    // moment when the machine is busy elsewhere does not decide it, while a slow preview fails all three.
    await openSection(page, hero.index);
    let headline = hero.headline;
    let previewTime = Infinity;
    for (const n of [1, 2, 3]) {
      headline = `${hero.headline} (edited ${n})`;
      const started = Date.now();
      await page.fill(`#block-${hero.index}_headline`, headline);
      await preview().locator('h1', { hasText: headline }).waitFor();
      previewTime = Math.min(previewTime, Date.now() - started);
    }

    await openSection(page, listButton.index);
    await page.fill(`#block-${listButton.index}_${listButton.list}_${listButton.item}_link_label`, label);
    await preview().locator('a', { hasText: label }).first().waitFor();
    expect(site.read(target.file)).toBe(before);
    // The preview follows typing without waiting for a save (a generous bound for a busy machine).
    expect(previewTime).toBeLessThan(2_000);

    expect(await axeViolations(page)).toEqual([]);

    await settled(page);
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review your changes' });
    // In words, as the review of a pull request says them; the lines of the file one click away.
    const draft = parse(before) as { blocks: Record<string, any>[] };
    draft.blocks[hero.index]!.headline = headline;
    draft.blocks[listButton.index]![listButton.list][listButton.item].link.label = label;
    const words = describeChanges({
      file: target.file,
      before: { text: before },
      after: { text: rewriteYaml(before, draft) },
      schemas: loadChangeSchemas(site.copy.file('schemas')),
      claims: { after: claimValues(site.data('content/claims.yaml')) },
      site: { after: site.data('content/site.yaml') },
    }).map(changeSentence);
    expect(words).toHaveLength(2);
    await expect.poll(() => dialog.locator('.worded__change').allTextContents(), WAIT).toEqual(words);
    expect(await dialog.locator('.diff__line--added').first().isVisible()).toBe(false);
    await dialog.getByText('Show the lines of the file').click();
    await expect.poll(() => dialog.locator('.diff__line--added').count(), WAIT).toBe(2);
    expect(await dialog.locator('.diff__line--removed').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor();

    const after = site.read(target.file);
    const { removed, added } = changedLines(before, after);
    expect(removed).toHaveLength(2);
    expect(added).toHaveLength(2);
    expect(removed[0]).toContain(hero.headline);
    expect(added[0]).toContain(headline);
    expect(removed[1]).toContain(listButton.link.label);
    expect(added[1]).toContain(label);
    for (const comment of before.split('\n').filter((l) => /^\s*#/.test(l))) expect(after).toContain(comment);
    expect(problems).toEqual([]);
    await page.context().close();
  }, LONG_TASK);

  it('adds, moves and removes a section by keyboard, and saving the undone page leaves the file as it was', async () => {
    const { page, problems, preview } = await openStudio(browser, site, target.file);
    const before = site.read(target.file);
    const count = (site.data(target.file).blocks as unknown[]).length;
    const cta = schema('cta');

    await page.getByRole('button', { name: /^Add a section/ }).click();
    const palette = page.getByRole('dialog', { name: 'Add a section' });
    await palette.getByRole('button', { name: cta.title, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.section-item').count(), WAIT).toBe(count + 1);
    // The new section is open and has the focus; its example shows in the preview.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-section]')?.getAttribute('data-section')), WAIT).toBe(String(count));
    await preview().locator(`[data-studio-block="${count}"]`, { hasText: String(cta.examples[0]!.heading) }).waitFor();

    // The section's name and tools are one Tab stop: the arrow key goes to its first tool.
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.tool)).toBe('move-up');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[data-section="${count - 1}"] .section-item__kind`).textContent(), WAIT).toContain(cta.title);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-section]')?.getAttribute('data-section')), WAIT).toBe(String(count - 1));
    await preview().locator(`[data-studio-block="${count - 1}"]`, { hasText: String(cta.examples[0]!.heading) }).waitFor();

    await settled(page);
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('dialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor();
    const saved = site.data<{ blocks: { type: string }[] }>(target.file).blocks;
    expect(saved[count - 1]!.type).toBe('cta');
    expect(changedLines(before, site.read(target.file)).removed).toEqual([]);

    await page.locator(`[data-section="${count - 1}"] .section-item__tools [data-tool="remove"]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.section-item').count(), WAIT).toBe(count);
    await settled(page);
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('dialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor();
    expect(site.read(target.file)).toBe(before);

    // A click on a section in the preview opens its form.
    await preview().locator('[data-studio-block="0"]').first().click({ position: { x: 5, y: 5 } });
    await page.locator('[data-section="0"] .section-item__toggle[aria-expanded="true"]').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('duplicates, moves and removes an item of a list by keyboard, with the focus following the item', async () => {
    const { page, problems, preview } = await openStudio(browser, site, target.file);
    const before = site.read(target.file);
    const { index, list, item } = target.listButton;
    // As the file is now (an earlier test saved an edit to this list).
    const items0 = site.data<{ blocks: Record<string, { link: { label: string } }[]>[] }>(target.file).blocks[index]![list]!;
    const count = items0.length;
    const link = items0[item]!.link;
    await openSection(page, index);
    const items = page.locator(`#block-${index}_${list} > .list__items > .list__item`);
    const tool = (at: number, name: string) => items.nth(at).locator(`:scope > .list__tools > [data-tool="${name}"]`);
    // Which item of the list has the focus, and which tool or field.
    const focused = () =>
      page.evaluate((listId) => {
        const el = document.activeElement as HTMLElement | null;
        const li = el?.closest('.list__item');
        const all = Array.from(document.querySelectorAll(`#${listId} > .list__items > .list__item`));
        return { item: li ? all.indexOf(li) : -1, tool: el?.dataset.tool ?? el?.tagName.toLowerCase() };
      }, `block-${index}_${list}`);

    const shown = () => preview().locator('a', { hasText: link.label }).count();
    await preview().locator('a', { hasText: link.label }).first().waitFor();
    const shownBefore = await shown();

    // Duplicate: the copy comes right after the item, and its first field has the focus.
    await tool(item, 'copy').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count(), WAIT).toBe(count + 1);
    await expect.poll(focused, WAIT).toMatchObject({ item: item + 1 });
    expect(await shownText(page, `#block-${index}_${list}_${item + 1}_link_label`)).toBe(link.label);
    await expect.poll(shown, WAIT).toBe(shownBefore + 1);

    // Move down, then up: the item changes place, and the focus goes with it, on the same button while it is on.
    await tool(item + 1, 'move-down').focus();
    const last = item + 1 === count;
    if (!last) {
      await page.keyboard.press('Enter');
      await expect.poll(focused, WAIT).toEqual({ item: item + 2, tool: item + 2 === count ? 'move-up' : 'move-down' });
      expect(await shownText(page, `#block-${index}_${list}_${item + 2}_link_label`)).toBe(link.label);
    }
    const at = last ? item + 1 : item + 2;
    await tool(at, 'move-up').focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused, WAIT).toMatchObject({ item: at - 1 });
    expect(await shownText(page, `#block-${index}_${list}_${at - 1}_link_label`)).toBe(link.label);

    // Remove the copy: the list is as it was, in the preview too, and so is the file once saved.
    await tool(at - 1, 'remove').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.count(), WAIT).toBe(count);
    await expect.poll(focused, WAIT).toMatchObject({ item: at - 1 });
    await expect.poll(shown, WAIT).toBe(shownBefore);
    await settled(page);
    expect(await page.locator('#save-state').textContent()).toBe('All edits saved');
    expect(site.read(target.file)).toBe(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('undoes and redoes edits with the buttons and Ctrl+Z / Ctrl+Shift+Z outside text boxes', async () => {
    const { page } = await openStudio(browser, site, target.file);
    const { hero } = target;
    const original = site.data<{ blocks: { headline?: string }[] }>(target.file).blocks[hero.index]!.headline!;
    await openSection(page, hero.index);
    const id = `#block-${hero.index}_headline`;
    const input = page.locator(id);
    await input.fill(`${original}!`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => shownText(page, id), WAIT).toBe(original);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => shownText(page, id), WAIT).toBe(`${original}!`);
    await page.locator(`[data-section="${hero.index}"] .section-item__toggle`).focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => shownText(page, id), WAIT).toBe(original);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => shownText(page, id), WAIT).toBe(`${original}!`);
    // In the text box itself, Ctrl+Z is the browser's own undo: it takes back the typing, and the box
    // shows it. The words go in as one typing step: how Chromium groups keystrokes into undo steps is its
    // own affair, and under CI's load it once split " more" (one Ctrl+Z took back the "e" alone).
    await input.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(' more');
    await expect.poll(() => shownText(page, id), WAIT).toBe(`${original}! more`);
    await page.keyboard.press('Control+z');
    await expect.poll(() => shownText(page, id), WAIT).toBe(`${original}!`);
    await page.context().close();
  });
});

describe('pictures', () => {
  it('uploads a picture into a list item and fills in its address, width and height', async () => {
    const { file, index, list } = findPictureList(site.copy.dir);
    const { page } = await openStudio(browser, site, file);
    const before = site.read(file);
    await openSection(page, index);
    const picture = readFileSync(site.copy.file('content/public/og/default.png'));
    const size = imageSize(picture);
    const item = `block-${index}_${list}_0`;
    await page.locator(`#${item}__picker input[type="file"]`).setInputFiles({ name: 'Studio Test Picture.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => page.locator(`#${item}_src`).inputValue(), WAIT).toMatch(/^\/images\/studio-test-picture.*\.png$/);
    const src = await page.locator(`#${item}_src`).inputValue();
    expect(existsSync(site.copy.file(`content/public${src}`))).toBe(true);
    expect(await page.locator(`#${item}_width`).inputValue()).toBe(String(size.width));
    expect(await page.locator(`#${item}_height`).inputValue()).toBe(String(size.height));
    await settled(page);
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('dialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor();
    const { removed, added } = changedLines(before, site.read(file));
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(added[0]).toContain(src);
    await page.context().close();
  });

  it('the picture chooser draws every one of the site\'s pictures on a phone', async () => {
    const { file, index, list } = findPictureList(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, file, 375);
    await openSection(page, index);
    const item = `block-${index}_${list}_0`;
    await page.locator(`#${item}__picker summary`).focus();
    await page.keyboard.press('Enter');
    const thumbs = page.locator(`#${item}__picker .picture-picker__pick img`);
    await expect.poll(() => thumbs.count(), WAIT).toBe(publicPictures(site.copy.dir).length);
    for (const thumb of await thumbs.all()) {
      await thumb.scrollIntoViewIfNeeded();
      // An SVG without a size of its own has no natural width: its box is measured instead.
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && (img.naturalWidth > 0 || (/\.svg(\?|$)/.test(img.src) && img.getBoundingClientRect().width > 0))), WAIT).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the picture chooser shows the site's pictures small with their titles, never a file name; one picked by keyboard fills in the address", async () => {
    const { file, index, list } = findPictureList(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, file);
    await openSection(page, index);
    const item = `block-${index}_${list}_0`;
    const pictures = publicPictures(site.copy.dir);
    await page.locator(`#${item}__picker summary`).focus();
    await page.keyboard.press('Enter');
    const picks = page.locator(`#${item}__picker .picture-picker__pick`);
    await expect.poll(() => picks.count(), WAIT).toBe(pictures.length);
    // Each one a picture with words beside it, and no words of a file's address.
    expect(await page.locator(`#${item}__picker .picture-picker__pick img`).count()).toBe(pictures.length);
    const words = await page.locator(`#${item}__picker .picture-picker__list`).innerText();
    expect(words).not.toMatch(/\/|\.(png|jpe?g|webp|avif|gif|svg)\b/i);
    for (const text of await picks.allInnerTexts()) expect(text.trim()).not.toBe('');
    // The first thumbnails are drawn (the pictures load, not only their names).
    await expect.poll(() => picks.first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // By keyboard: Tab to the second picture, Enter; its address is filled in and the list closes.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await picks.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    const second = (await picks.nth(1).locator('img').getAttribute('src'))!.replace(/\?thumb$/, '');
    expect(pictures).toContain(second);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`#${item}_src`).inputValue(), WAIT).toBe(second);
    await expect.poll(() => picks.count(), WAIT).toBe(0);
    // The focus goes back to where the list opened, not to the top of the page.
    expect(await page.locator(`#${item}__picker summary`).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('new pages and the changes panel', () => {
  it('creates a page from a title, address and description, and opens it', async () => {
    const { page } = await openStudio(browser, site, target.file);
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Page title').fill('Studio test page');
    expect(await dialog.getByLabel('Address').inputValue()).toBe('/studio-test-page');
    await dialog.getByLabel('Page description').fill('A page made by the Studio test.');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await page.locator('.sidebar__item[aria-current="page"]', { hasText: '/studio-test-page' }).waitFor();
    expect(site.data('content/pages/studio-test-page.yaml')).toMatchObject({ seo: { title: 'Studio test page' } });
    await page.context().close();
  });

  it('lists saved changes with their lines, discards one, and commits the rest with a message', async () => {
    const save = reviewAndSave;
    const { page } = await openStudio(browser, site, target.file);
    await openSection(page, target.hero.index);
    await page.fill(`#block-${target.hero.index}_headline`, `${target.hero.headline} (to commit)`);
    await save(page);
    await page.locator('.sidebar__item', { hasText: 'Site settings' }).click();
    await page.locator('#site_contact_city').waitFor();
    const city = site.data<{ contact: { city: string } }>('content/site.yaml').contact.city;
    const committedSite = site.read('content/site.yaml');
    // What the field shows for the committed file (a claim shows its value).
    const shownCity = await shownText(page, '#site_contact_city');
    await page.fill('#site_contact_city', `${city} (test)`);
    await save(page);

    await page.getByRole('button', { name: 'Saved changes' }).click();
    const panel = page.getByRole('dialog', { name: 'Saved changes' });
    const siteItem = panel.locator('.changes__file[data-path="content/site.yaml"]');
    await siteItem.getByText('Show the lines of the file').click();
    await siteItem.locator('.diff__line--added', { hasText: `${city} (test)` }).waitFor();
    await siteItem.getByRole('button', { name: /^Discard/ }).click();
    await siteItem.getByRole('button', { name: 'Yes, undo these changes' }).click();
    await panel.locator('.changes__file[data-path="content/site.yaml"]').waitFor({ state: 'detached' });
    expect(site.read('content/site.yaml')).toBe(committedSite);
    // The open copy follows the file on disk.
    await expect.poll(() => shownText(page, '#site_contact_city'), WAIT).toBe(shownCity);

    await panel.locator(`.changes__file[data-path="${target.file}"]`).waitFor();
    await panel.getByLabel(/What did you change/).fill('Studio test: new page and edits');
    await panel.getByRole('button', { name: 'Record in history', exact: true }).click();
    await panel.getByText(/^Recorded/).waitFor();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: site.copy.dir, encoding: 'utf8' }).trim();
    expect(git('log', '-1', '--format=%s')).toBe('Studio test: new page and edits');
    expect(git('status', '--porcelain', '--', 'content')).toBe('');
    await page.context().close();
  }, LONG_TASK);
});
