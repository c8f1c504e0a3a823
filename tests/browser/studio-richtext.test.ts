import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../scripts/content/load.ts';
import { MERGE_WINDOW_MS } from '../../src/studio/app/doc/history.ts';
import { findClaimSentence } from '../support/studio-content.ts';
import { openStudio, settled, shownText, tabTo, type StudioSite, WAIT, useStudioSite } from '../support/studio.ts';
import { axeViolations, scrollsSideways } from './harness.ts';

// Issue 30: formatted text edited as it reads. A marketing person makes words bold and adds points to
// an answer, by keyboard on a phone, and pastes from Google Docs and Word; the file keeps Markdown,
// the paragraphs nobody touched keep their bytes, and no Markdown symbol or {{token}} is ever shown.
let browser: Browser;
let site: StudioSite;
useStudioSite((b, s) => {
  browser = b;
  site = s;
});

const faqSchema = () => JSON.parse(site.read('schemas/blocks/faq.schema.json')) as { title: string; examples: { items: { answer: string }[] }[] };
type Page0 = { blocks: { items?: { answer: string }[] }[] };

/** Adds a section of questions and answers from the palette, by keyboard; gives its index. */
async function addQuestions(page: Page, file: string): Promise<number> {
  const count = (parse(site.read(file)) as Page0).blocks.length;
  await tabTo(page, '.sections__add');
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await tabTo(page, '#palette-search');
  await page.keyboard.type(faqSchema().title);
  await tabTo(page, '.palette__pick');
  await page.keyboard.press('Enter');
  await palette.waitFor({ state: 'detached' });
  return count;
}

/** Ctrl+S, the review's Save reached with Tab, Enter; waits until all is saved. */
async function saveByKeyboard(page: Page): Promise<void> {
  await settled(page);
  await page.keyboard.press('Control+s');
  await page.getByRole('dialog', { name: 'Review your changes' }).waitFor({ timeout: WAIT.timeout });
  await tabTo(page, 'dialog[open] .button--primary');
  await page.keyboard.press('Enter');
  await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor({ timeout: WAIT.timeout });
}

/** What the person sees in a text box never has Markdown's marks or a claim's braces. */
async function noMarkdownShown(page: Page, id: string): Promise<void> {
  const shown = await shownText(page, `#${id}`);
  for (const mark of ['**', '{{', '](', '\n- ', '# ']) expect(shown, `the box shows "${mark}"`).not.toContain(mark);
  expect(shown.startsWith('- ')).toBe(false);
}

describe('formatted text in the Studio', () => {
  it('bold and bullet points in an answer, by keyboard on a phone: two lines are two points, the rest of the answer keeps its bytes', { timeout: 120_000 }, async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, sentence.file, 375);
    const index = await addQuestions(page, sentence.file);
    const id = `block-${index}_items_0_answer`;
    await tabTo(page, `#${id}`);
    await noMarkdownShown(page, id);
    // The answer as the file has it once the section is saved: the example the palette put in.
    const example = faqSchema().examples[0]!.items[0]!.answer;

    // A new line at the end, the bullet shortcut on it while it is empty, then two lines typed.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Shift+8');
    await page.keyboard.type('First point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second point');
    await expect.poll(() => page.locator(`#${id} ul > li`).count(), WAIT).toBe(2);
    // "Second" made bold with the keyboard.
    await page.keyboard.press('Home');
    await page.keyboard.press('Control+Shift+ArrowRight');
    await page.keyboard.press('Control+b');
    await page.locator(`#${id} li strong`, { hasText: 'Second' }).waitFor({ timeout: WAIT.timeout });
    const bullets = page.locator(`[aria-controls="${id}"] [aria-keyshortcuts="Control+Shift+8"]`);
    expect(await bullets.getAttribute('aria-pressed')).toBe('true');
    await noMarkdownShown(page, id);
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    await saveByKeyboard(page);
    const answer = (parse(site.read(sentence.file)) as Page0).blocks[index]!.items![0]!.answer;
    expect(answer).toBe(`${example}\n\n- First point\n- **Second** point`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the bullet button on an emptied answer starts a list; two lines typed are two points in the file', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, sentence.file, 1280);
    const index = await addQuestions(page, sentence.file);
    const id = `block-${index}_items_0_answer`;
    await page.locator(`#${id}`).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.locator(`[aria-controls="${id}"] [aria-keyshortcuts="Control+Shift+8"]`).click();
    await page.keyboard.type('One');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Two');
    await expect.poll(() => page.locator(`#${id} ul > li`).count(), WAIT).toBe(2);
    await noMarkdownShown(page, id);
    await saveByKeyboard(page);
    expect((parse(site.read(sentence.file)) as Page0).blocks[index]!.items![0]!.answer).toBe('- One\n- Two');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Ctrl+Z in an answer takes back the last words typed there, Ctrl+Shift+Z brings them back with the caret after them, and the Undo button works too', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, sentence.file, 1280);
    const index = await addQuestions(page, sentence.file);
    const id = `block-${index}_items_0_answer`;
    const shown = () => shownText(page, `#${id}`);
    await page.locator(`#${id}`).click();
    const before = await shown();
    await page.keyboard.press('Control+End');
    // Two typing steps: a pause longer than the Studio merges typing over between them.
    await page.keyboard.insertText(' Extra');
    await expect.poll(shown, WAIT).toBe(`${before} Extra`);
    await page.waitForTimeout(MERGE_WINDOW_MS + 200);
    await page.keyboard.insertText(' More');
    await expect.poll(shown, WAIT).toBe(`${before} Extra More`);
    await settled(page);
    // In a formatted text Ctrl+Z is the Studio's undo. It brings back a text the box itself gave
    // the form a moment ago, which the box must load all the same.
    await page.keyboard.press('Control+z');
    await expect.poll(shown, WAIT).toBe(`${before} Extra`);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(shown, WAIT).toBe(`${before} Extra More`);
    await page.keyboard.insertText(' Last');
    await expect.poll(shown, WAIT).toBe(`${before} Extra More Last`);
    await settled(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(shown, WAIT).toBe(`${before} Extra More`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a key pressed before the browser has told the editor that the caret moved acts where the caret is', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, sentence.file, 1280);
    const index = await addQuestions(page, sentence.file);
    const id = `block-${index}_items_0_answer`;
    await page.locator(`#${id}`).click();
    await page.keyboard.press('Control+End');
    // The first word of the answer selected and made bold in one go, before the browser's
    // selectionchange reaches the editor: as a quick typist on a busy machine does with
    // Home, Ctrl+Shift+→ and Ctrl+B.
    const word = await page.locator(`#${id}`).evaluate((box) => {
      const walker = document.createTreeWalker(box.querySelector('p')!, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text;
      const first = /^\S+/.exec(node.data)![0];
      document.getSelection()!.setBaseAndExtent(node, 0, node, first.length);
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', code: 'KeyB', ctrlKey: true, bubbles: true, cancelable: true }));
      return first;
    });
    await page.locator(`#${id} p:first-child strong`, { hasText: word }).waitFor({ timeout: WAIT.timeout });
    await saveByKeyboard(page);
    const example = faqSchema().examples[0]!.items[0]!.answer;
    expect((parse(site.read(sentence.file)) as Page0).blocks[index]!.items![0]!.answer).toBe(example.replace(word, `**${word}**`));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pasting from Google Docs and Word keeps bold, italic, links and lists, and drops the rest', async () => {
    const sentence = findClaimSentence(site.copy.dir);
    const { page, problems } = await openStudio(browser, site, sentence.file, 1280);
    const index = await addQuestions(page, sentence.file);
    const id = `block-${index}_items_0_answer`;
    await page.locator(`#${id}`).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    // What Google Docs puts on the clipboard: a bold wrapper that is not bold, styles on spans, a heading, a table.
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38;margin-top:0pt">' +
      '<span style="font-size:11pt;font-family:Arial;color:#ff0000;font-weight:700;">Bold words</span><span style="font-size:11pt;font-weight:400;"> and </span>' +
      '<span style="font-style:italic;font-weight:400;">slanted</span><span style="font-weight:400;"> with </span><a href="https://example.com/guide"><span style="text-decoration:underline;">a guide</span></a></p>' +
      '<h1 dir="ltr"><span style="font-size:20pt;">A big title</span></h1><ul><li dir="ltr"><p dir="ltr"><span>one</span></p></li><li dir="ltr"><p dir="ltr"><span>two</span></p></li></ul>' +
      '<table><tbody><tr><td><p><span>in a cell</span></p></td></tr></tbody></table><p><img src="https://lh3.googleusercontent.com/x.png" alt="chart"></p></b>';
    // What Word puts there: points as paragraphs with a typed bullet.
    const word =
      "<p class=MsoNormal>Before the points</p><p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;</span></span>Word one</p>" +
      "<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><span style='font-family:Symbol;mso-list:Ignore'>·<span>&nbsp;</span></span><b>Word</b> two</p>";
    for (const html of [docs, word]) {
      await page.locator(`#${id}`).evaluate((el, pasted) => {
        const data = new DataTransfer();
        data.setData('text/html', pasted);
        data.setData('text/plain', 'plain words');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, html);
      await page.keyboard.press('Control+End');
    }
    await noMarkdownShown(page, id);
    expect(await page.locator(`#${id} img, #${id} h1, #${id} h2, #${id} table, #${id} [style]`).count()).toBe(0);
    await saveByKeyboard(page);
    const answer = (parse(site.read(sentence.file)) as Page0).blocks[index]!.items![0]!.answer;
    expect(answer).toContain('**Bold words** and *slanted* with [a guide](https://example.com/guide)');
    expect(answer).toMatch(/\nA big title\n/);
    expect(answer).toContain('- one\n- two');
    expect(answer).toContain('in a cell');
    expect(answer).toContain('Before the points\n\n- Word one\n- **Word** two');
    expect(answer).not.toMatch(/<|#|chart|color|·/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a post's date is picked in India time and its tags are chips; no timestamp or bracketed list shown", async () => {
    const post = loadContent(site.copy.dir).posts.find((p) => p.published && (p.tags?.length ?? 0) > 1)!;
    const tags = post.tags ?? [];
    const file = `content/blog/${post.slug}.md`;
    const { page, problems } = await openStudio(browser, site, file, 375);
    const help = await page.locator('.editor').innerText();
    expect(help).not.toMatch(/\d{4}-\d{2}-\d{2}T|\[[^\]]*,[^\]]*\]|database/);
    // The tags, each a chip with its own remove button.
    const chips = page.locator('#post_tags .tags__chip');
    expect(await chips.count()).toBe(tags.length);
    await tabTo(page, '#post_tags .tags__remove');
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.count(), WAIT).toBe(tags.length - 1);
    await tabTo(page, '#post_tags__new');
    await page.keyboard.type('Field notes');
    await page.keyboard.press('Enter');
    await page.locator('#post_tags .tags__chip', { hasText: 'Field notes' }).waitFor();
    // A time of day, picked by keyboard in the time box; the file gets the timestamp with India's offset.
    await tabTo(page, '#post_published_at__time');
    await page.keyboard.type('0930AM');
    expect(await axeViolations(page)).toEqual([]);
    await saveByKeyboard(page);
    const front = parse(site.read(file).split('---')[1]!) as { published_at: string; tags: string[] };
    expect(front.tags).toEqual([...tags.slice(1), 'Field notes']);
    expect(String(front.published_at)).toMatch(/^\d{4}-\d{2}-\d{2}T09:30:00\+05:30$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
