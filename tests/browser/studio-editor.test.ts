import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { claimUsages } from '../../scripts/content/claims/index.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { rewriteYaml } from '../../src/studio/yaml/rewrite.ts';
import { findClaimSentence } from '../support/studio-content.ts';
import { focusedId, openStudio, settled, shownText, startStudioSite, tabTo, type StudioSite, WAIT, LONG_TASK } from '../support/studio.ts';
import { axeViolations, launch, scrollsSideways } from './harness.ts';

// What issue 23 asks of the Studio, as someone who has never seen a content file, YAML or a command
// does it: by keyboard alone, on a phone (375 px wide). A throwaway copy of the project, a git
// checkout whose `origin` is a bare repository in a temporary folder (its address says GitHub).
const PHONE = 375;
let browser: Browser;
let site: StudioSite;
let bare: string;
beforeAll(async () => {
  [browser, site] = await Promise.all([launch(), startStudioSite({ sharedCopy: 'https://github.com/automata-labs/website.git' })]);
  bare = site.bare!;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const git = (...args: string[]) => execFileSync('git', args, { cwd: site.copy.dir, encoding: 'utf8' }).trim();
const content = () => loadContent(site.copy.dir);
const faqSchema = () => JSON.parse(readFileSync(site.copy.file('schemas/blocks/faq.schema.json'), 'utf8')) as { title: string; examples: { items: { answer: string }[] }[] };
const faqExample = () => faqSchema().examples[0]!;
const faqTitle = () => faqSchema().title;

/** Ctrl+S, then the review's Save button reached with Tab, then Enter; waits until all is saved. */
async function saveByKeyboard(page: Page): Promise<void> {
  await settled(page);
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Review your changes' });
  await dialog.waitFor({ timeout: WAIT.timeout }).catch(async (err: Error) => {
    // Ctrl+S said why it could not open the review: that is the failure worth reading.
    throw new Error(`${err.message}\nThe Studio said: ${await page.locator('#announcer').textContent()}`);
  });
  await tabTo(page, 'dialog[open] .button--primary');
  await page.keyboard.press('Enter');
  await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor({ timeout: WAIT.timeout });
}

/** Moves to a tab of the phone layout with the arrow keys, from the selected tab. */
async function showTab(page: Page, name: 'Pages' | 'Form' | 'Preview' | 'Changes'): Promise<void> {
  await page.locator('[role="tab"][aria-selected="true"]').focus();
  for (let i = 0; i < 4 && (await page.locator('[role="tab"][aria-selected="true"]').textContent()) !== name; i++) await page.keyboard.press('ArrowRight');
  expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe(name);
}

/** Opens a section of the open page with the keyboard (Tab to its toggle, Enter). */
async function openSectionByKeyboard(page: Page, index: number): Promise<void> {
  await tabTo(page, `[data-section="${index}"] .section-item__toggle`);
  await page.keyboard.press('Enter');
  await page.locator(`#block-${index}-form`).waitFor();
}

describe('the Studio by keyboard on a phone', () => {
  it('changes a figure inside a sentence: words typed around it, and the figure itself, everywhere it is shown', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const claim = claimUsages(content()).find((c) => c.id === sentence.id)!;
    const { page, problems, preview } = await openStudio(browser, site, sentence.file, PHONE);
    const id = `block-${sentence.index}_${sentence.field}`;
    // The skip link is the first stop and leads to the form.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the form');
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('editor');

    await openSectionByKeyboard(page, sentence.index);
    await tabTo(page, `#${id}`);
    // The figure reads as its value, marked as the figure it is; no braces anywhere.
    expect(await shownText(page, `#${id}`)).toContain(claim.value);
    expect(await shownText(page, `#${id}`)).not.toContain('{{');
    await page.locator(`#${id} [data-claim="${sentence.id}"]`).waitFor();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Every week.');
    await saveByKeyboard(page);
    const saved = () => (parse(site.read(sentence.file)) as { blocks: Record<string, string>[] }).blocks[sentence.index]![sentence.field]!;
    expect(saved()).toBe(`${sentence.text} Every week.`);
    // Back where the person was working.
    await expect.poll(() => focusedId(page), WAIT).toBe(id);

    // The figure itself: its button under the text box opens it where it is kept, at its value.
    await tabTo(page, `#${id}__claims button`);
    await page.keyboard.press('Enter');
    const group = claim.kind === 'figure' ? 'figures' : 'facts';
    await expect.poll(() => focusedId(page), WAIT).toBe(`file_${group}_${claim.id}_value`);
    const value = /\d/.test(claim.value) ? claim.value.replace(/\d+/, (n) => String(Number(n) + 7)) : `${claim.value} and beyond`;
    await page.keyboard.press('Control+a');
    await page.keyboard.type(value);
    await saveByKeyboard(page);
    expect((parse(site.read('content/claims.yaml')) as Record<string, Record<string, { value: string }>>)[group]![claim.id]!.value).toBe(value);

    // The page shows the new figure in its sentence, and still names the claim in its file.
    await showTab(page, 'Pages');
    await tabTo(page, `.sidebar__item[data-path="${sentence.file}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[role="tab"][aria-selected="true"]').textContent(), WAIT).toBe('Form');
    await showTab(page, 'Preview');
    await preview().getByText(value, { exact: false }).first().waitFor({ timeout: WAIT.timeout });
    expect(saved()).toContain(`{{${claim.id}}}`);
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  }, LONG_TASK);

  it('adds questions and answers from the palette and formats an answer with a shortcut, as it reads', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const example = faqExample().items[0]!.answer;
    const { page, problems } = await openStudio(browser, site, sentence.file, PHONE);
    const count = (parse(site.read(sentence.file)) as { blocks: unknown[] }).blocks.length;
    await tabTo(page, '.sections__add');
    await page.keyboard.press('Enter');
    const palette = page.getByRole('dialog', { name: 'Add a section' });
    await palette.waitFor();
    await tabTo(page, '#palette-search');
    await page.keyboard.type(faqTitle());
    await tabTo(page, '.palette__pick');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(faqTitle());
    await page.keyboard.press('Enter');
    await palette.waitFor({ state: 'detached' });
    const id = `block-${count}_items_0_answer`;
    await tabTo(page, `#${id}`);
    const bold = page.locator(`[aria-controls="${id}"] [aria-keyshortcuts="Control+B"]`);
    expect(await bold.count()).toBe(1);
    // The first word, selected with the keyboard, made bold with Ctrl+B.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+Shift+ArrowRight');
    const word = await page.evaluate(() => window.getSelection()?.toString().trim() ?? '');
    expect(word.length).toBeGreaterThan(0);
    await page.keyboard.press('Control+b');
    // Bold looks bold where it is typed; no asterisks to see.
    await page.locator(`#${id} strong`, { hasText: word }).waitFor({ timeout: WAIT.timeout });
    expect(await shownText(page, `#${id}`)).not.toContain('*');
    await saveByKeyboard(page);
    const answer = (parse(site.read(sentence.file)) as { blocks: { items: { answer: string }[] }[] }).blocks[count]!.items[0]!.answer;
    // Only the edited paragraph is written again; the rest keeps its bytes.
    expect(answer).toBe(example.replace(word, `**${word}**`));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('renames a post: the file follows and the old address leads to the new one', async () => {
    const post = content().posts.find((p) => p.published)!;
    const file = `content/blog/${post.slug}.md`;
    const { page, problems } = await openStudio(browser, site, file, PHONE);
    await tabTo(page, '#post_slug');
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`${post.slug}-renamed`);
    await page.locator('.address__moving', { hasText: `/blog/${post.slug}-renamed` }).waitFor({ timeout: WAIT.timeout });
    await settled(page);
    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('dialog', { name: 'Review your changes' });
    await dialog.getByText(`The address changes from /blog/${post.slug} to /blog/${post.slug}-renamed.`, { exact: false }).waitFor();
    await tabTo(page, 'dialog[open] .button--primary');
    await page.keyboard.press('Enter');
    await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor({ timeout: WAIT.timeout });
    expect(existsSync(site.copy.file(file))).toBe(false);
    expect(existsSync(site.copy.file(`content/blog/${post.slug}-renamed.md`))).toBe(true);
    expect(git('diff', '--cached', '--name-status', '-M')).toMatch(new RegExp(`^R\\d+\\s+${file}\\s`, 'm'));
    expect((parse(site.read('content/site.yaml')) as { redirects: unknown[] }).redirects).toContainEqual({ from: `/blog/${post.slug}`, to: `/blog/${post.slug}-renamed` });
    await page.locator(`.sidebar__item[data-path="content/blog/${post.slug}-renamed.md"][aria-current="page"]`).waitFor({ state: 'attached', timeout: WAIT.timeout });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('renames a figure or fact everywhere it is used, in one save', async () => {
    const claim = claimUsages(content()).find((c) => c.usedIn.length > 1 && c.kind === 'fact') ?? claimUsages(content()).find((c) => c.usedIn.length > 1)!;
    const group = claim.kind === 'figure' ? 'figures' : 'facts';
    const files = [...new Set(claim.usedIn.map((u) => u.file))];
    const { page, problems } = await openStudio(browser, site, 'content/claims.yaml', PHONE);
    // Found by what it is in the list beside the form, then its name, just before its value.
    await showTab(page, 'Preview');
    await tabTo(page, '#claims-search');
    await page.keyboard.type(claim.id);
    await tabTo(page, `[data-claim="${claim.id}"] .claim-card__head button`);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page), WAIT).toBe(`file_${group}_${claim.id}_value`);
    await tabTo(page, `#file_${group}_${claim.id}-key`, { back: true });
    await page.keyboard.press('Control+a');
    await page.keyboard.type(`${claim.id}-renamed`);
    await page.keyboard.press('Tab');
    const offer = page.getByRole('checkbox', { name: /Rename everywhere when I save/ });
    await expect.poll(() => offer.isChecked(), WAIT).toBe(true);
    await saveByKeyboard(page);
    for (const f of files) {
      expect(site.read(f)).toContain(`{{${claim.id}-renamed}}`);
      expect(site.read(f)).not.toContain(`{{${claim.id}}}`);
    }
    expect(content().problems.filter((p) => p.severity !== 'warning')).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('survives a change made elsewhere on another line: both kept, said beside the field', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, sentence.file, PHONE);
    await openSectionByKeyboard(page, sentence.index);
    const id = `block-${sentence.index}_${sentence.field}`;
    await tabTo(page, `#${id}`);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Mine.');
    // Meanwhile someone changes the page's search description in a text editor.
    const disk = parse(site.read(sentence.file)) as { seo: { description: string } };
    site.write(sentence.file, rewriteYaml(site.read(sentence.file), { ...disk, seo: { ...disk.seo, description: `${disk.seo.description} Theirs.` } }));
    const notice = page.locator('.merge-notice');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.evaluate((el) => el.closest('.near-focus')?.previousElementSibling?.getAttribute('data-field'))).toBe(id);
    expect(await notice.locator('.worded li').count()).toBe(1);
    await expect.poll(() => page.locator('#announcer').textContent(), WAIT).toMatch(/changed outside the Studio/);
    // The focus stayed in the text box the person was typing in.
    expect(await focusedId(page)).toBe(id);
    await saveByKeyboard(page);
    const saved = parse(site.read(sentence.file)) as { seo: { description: string }; blocks: Record<string, string>[] };
    expect(saved.seo.description).toBe(`${disk.seo.description} Theirs.`);
    expect(saved.blocks[sentence.index]![sentence.field]!.endsWith(' Mine.')).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends the saved changes for review: a branch on the shared copy and the page to approve it', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, sentence.file, PHONE);
    await showTab(page, 'Changes');
    await page.locator('.changes__file').first().waitFor({ timeout: WAIT.timeout });
    const listed = await page.locator('.changes__file').count();
    expect(listed).toBeGreaterThan(1);
    await tabTo(page, '#commit-message');
    await page.keyboard.type('Figures, a formatted answer and renames');
    await tabTo(page, '.commit__actions .button--primary');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send for review');
    await page.keyboard.press('Enter');
    const link = page.locator('.review-link');
    await link.waitFor({ timeout: 30_000 });
    // The result has the focus and is read out.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('changes__notice'))).toBe(true);
    // The link names the branch sent (the notice itself speaks of changes, not branches).
    const branch = decodeURIComponent(/main\.\.\.([^?]+)/.exec((await link.getAttribute('href'))!)![1]!);
    expect(branch).toMatch(/^studio\/figures-a-formatted-answer-and-renames-/);
    const url = `https://github.com/automata-labs/website/compare/main...${encodeURIComponent(branch)}?expand=1`;
    expect(await link.getAttribute('href')).toBe(url);
    expect(await page.locator('.review-url').textContent()).toBe(url);
    execFileSync('git', ['rev-parse', '--verify', `refs/heads/${branch}`], { cwd: bare });
    expect(execFileSync('git', ['show', '--format=%s', '--no-patch', branch], { cwd: bare, encoding: 'utf8' }).trim()).toBe('Figures, a formatted answer and renames');
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sent files wait under Sent for review; with a shared copy that has no web page, says which branch went and what to tell a developer', async () => {
    // The shared copy's address names no site the Studio knows (it still pushes to the bare repository).
    git('remote', 'set-url', 'origin', 'ssh://git@git.internal.example/agency/website.git');
    const { page, problems } = await openStudio(browser, site, 'content/pages/about.yaml', PHONE);
    await showTab(page, 'Changes');
    const sent = page.locator('.changes-sent');
    await sent.waitFor({ timeout: WAIT.timeout });
    // Everything was sent by the test before: nothing is offered to send again.
    expect(await sent.locator('.changes__file').count()).toBeGreaterThan(1);
    expect(await page.locator('.changes > .changes__file input[type="checkbox"]').count()).toBe(0);

    // A new saved change (made on disk) is the one to send.
    const about = 'content/pages/about.yaml';
    const data = parse(site.read(about)) as { seo: { description: string } };
    site.write(about, rewriteYaml(site.read(about), { ...data, seo: { ...data.seo, description: `${data.seo.description} Sent alone.` } }));
    await showTab(page, 'Form');
    await showTab(page, 'Changes');
    await page.locator(`.changes__file[data-path="${about}"] input[type="checkbox"]`).waitFor({ timeout: WAIT.timeout });
    await tabTo(page, '#commit-message');
    await page.keyboard.type('A new description for the about page');
    await tabTo(page, '.commit__actions .button--primary');
    await page.keyboard.press('Enter');
    const message = page.locator('.changes__notice .sent-message');
    await message.waitFor({ timeout: 30_000 });
    const branch = (await page.locator('.changes__notice strong').first().textContent())!;
    expect(branch).toMatch(/^studio\/a-new-description-for-the-about-page-/);
    expect(await message.textContent()).toBe(`I sent my changes for review on the branch ${branch}. Please review them and merge them into main.`);
    expect(await page.locator('.review-link').count()).toBe(0);
    execFileSync('git', ['rev-parse', '--verify', `refs/heads/${branch}`], { cwd: bare });
    // The file sent now waits with the others.
    await sent.locator(`.changes__file[data-path="${about}"]`).waitFor({ timeout: WAIT.timeout });
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    // At a laptop's width, in the Saved changes dialog.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Saved changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved changes' });
    await dialog.locator('.changes-sent').waitFor({ timeout: WAIT.timeout });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, LONG_TASK);
});
