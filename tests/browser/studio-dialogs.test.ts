import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rewriteYaml } from '../../src/studio/yaml/rewrite.ts';
import { findClaimSentence } from '../support/studio-content.ts';
import { focusedId, openSection, openStudio, settled, shownText, type StudioSite, WAIT, useStudioSite } from '../support/studio.ts';
import { axeViolations, scrollsSideways } from './harness.ts';

// axe-core and sideways scrolling in each state of the Studio a person meets while editing, at a
// phone's and a laptop's width: a section with figures shown as chips, the section palette with
// its pictures, a section added from it (formatted text with its toolbar), an outside change
// merged beside the field and the same field picked side by side, the review with the file's lines
// open, and the dialog that moves a page. Each dialog hands the focus back where it was.
// Three tests of two states each, every one from a freshly opened Studio: one test through all six
// took 104–110 s in CI (axe runs in the Studio and its preview at every state), too near its limit.
let browser: Browser;
let site: StudioSite;
useStudioSite((b, s) => {
  browser = b;
  site = s;
});

const faqTitle = () => (JSON.parse(site.read('schemas/blocks/faq.schema.json')) as { title: string }).title;

/** No axe violation and no sideways scroll, named by the state the Studio is in. */
async function accessible(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), state).toEqual([]);
  expect(await scrollsSideways(page), state).toBe(false);
}

/** The Studio opened on the claim sentence's page at a width, that section open; the file is put back after the test. */
async function editSentence(width: number) {
  const sentence = findClaimSentence(site.copy.dir);
  const original = site.read(sentence.file);
  restore = () => site.write(sentence.file, original);
  const { page, problems } = await openStudio(browser, site, sentence.file, width);
  await openSection(page, sentence.index);
  const id = `block-${sentence.index}_${sentence.field}`;
  await page.locator(`#${id} .claim-chip`).first().waitFor();
  if (width > 375) await page.locator('.preview__frame').waitFor();
  return { page, problems, sentence, original, id };
}

/** Types at the end of the sentence's text box. */
async function typeAtEnd(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

// Each test edits the sentence afresh: the file as it was at the start.
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe.each([375, 1280])('the Studio at %i px', (width) => {
  it('passes axe in the section palette with its pictures, and in a section added from it', { timeout: 120_000 }, async () => {
    const { page, problems, sentence } = await editSentence(width);
    // The open section is the selected one: the new section comes right after it.
    await page.locator('.sections__add').click();
    const palette = page.getByRole('dialog', { name: 'Add a section' });
    const kinds = await palette.locator('.palette__item').count();
    await expect
      .poll(() => palette.locator('.palette__example').evaluateAll((all) => all.filter((t) => (t.shadowRoot?.querySelector('.thumb-root')?.getBoundingClientRect().height ?? 0) > 10).length), {
        timeout: 30_000,
      })
      .toBe(kinds);
    await accessible(page, 'the section palette with its pictures');
    await palette.locator('.palette__pick', { hasText: faqTitle() }).click();
    await palette.waitFor({ state: 'detached' });
    const answer = `block-${sentence.index + 1}_items_0_answer`;
    await page.locator(`[aria-controls="${answer}"] [aria-keyshortcuts="Control+B"]`).waitFor();
    await accessible(page, 'a section added from the palette, its answer with the formatting toolbar');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('passes axe with an outside change beside the field and with both versions side by side', { timeout: 120_000 }, async () => {
    const { page, problems, sentence, original, id } = await editSentence(width);
    // Typing in the sentence while someone changes the same sentence elsewhere.
    await typeAtEnd(page, id, ' Mine.');
    const disk = parse(original) as { blocks: Record<string, string>[] };
    disk.blocks[sentence.index]![sentence.field] = `${sentence.text} Theirs.`;
    site.write(sentence.file, rewriteYaml(original, disk));
    const choose = page.getByRole('button', { name: /Choose between the versions/ });
    await choose.waitFor({ timeout: 15_000 });
    await accessible(page, 'an outside change announced beside the field, its figure shown as a chip');
    await choose.click();
    const versions = page.getByRole('dialog', { name: 'Choose between two versions' });
    await versions.waitFor();
    await accessible(page, 'both versions of a field side by side');
    expect(await versions.locator('fieldset').count()).toBe(1);
    expect(await versions.locator('.choice__value').allTextContents()).toEqual([expect.stringMatching(/ Mine\.$/), expect.stringMatching(/ Theirs\.$/)]);
    await versions.getByLabel('Keep your version').check();
    await versions.getByRole('button', { name: 'Use these versions' }).click();
    await versions.waitFor({ state: 'detached' });
    expect(await shownText(page, `#${id}`)).toMatch(/ Mine\.$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('passes axe in the review and the address dialog, and each gives the focus back', { timeout: 120_000 }, async () => {
    const { page, problems, id } = await editSentence(width);
    // The review, with the lines of the file shown; Escape goes back to the text box.
    await typeAtEnd(page, id, ' Mine.');
    await settled(page);
    await page.keyboard.press('Control+s');
    const review = page.getByRole('dialog', { name: 'Review your changes' });
    await review.waitFor({ timeout: WAIT.timeout });
    expect(await review.locator('.worded li').count()).toBeGreaterThan(0);
    await review.getByText('Show the lines of the file').first().click();
    await review.locator('.worded__lines[open]').first().waitFor();
    await accessible(page, 'the review with the lines of the file open');
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });
    expect(await focusedId(page)).toBe(id);

    // The dialog that moves the page to a new address.
    await page.locator('.editor__address button').click();
    const address = page.getByRole('dialog', { name: "Change the page's address" });
    await address.waitFor();
    await accessible(page, "the dialog that changes the page's address");
    await page.keyboard.press('Escape');
    await address.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('.editor__address') !== null)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
