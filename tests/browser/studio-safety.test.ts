import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../scripts/content/load.ts';
import { rewriteYaml } from '../../src/studio/yaml/rewrite.ts';
import { findEditablePage, type EditablePage } from '../support/studio-content.ts';
import { openSection, openStudio, reviewAndSave, settled, shownText, startStudioSite, type StudioSite, WAIT } from '../support/studio.ts';
import { launch } from './harness.ts';

// Mistakes, edits made outside the Studio, and requests from where they should not come.
let browser: Browser;
let site: StudioSite;
let target: EditablePage;
// A content file with a schema of its own (as content/claims.yaml has): the Studio finds and edits it.
const TEAM_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Team',
  description: 'The people of the agency.',
  type: 'object',
  additionalProperties: false,
  properties: {
    people: {
      title: 'People',
      description: 'Everyone, by a short name.',
      type: 'object',
      additionalProperties: {
        title: 'Person',
        description: 'One person.',
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: { title: 'Full name', description: 'As written on the site.', type: 'string', minLength: 1 } },
      },
    },
  },
};
const TEAM = '# The team\npeople:\n  ana:\n    name: Ana Example\n';

beforeAll(async () => {
  const files = { 'schemas/team.schema.json': JSON.stringify(TEAM_SCHEMA, null, 2), 'content/team.yaml': TEAM };
  [browser, site] = await Promise.all([launch(), startStudioSite({ files })]);
  target = findEditablePage(site.copy.dir);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

type PageData = { blocks: Record<string, unknown>[] };

/** What `npm run validate` says about the file with this data in it (the one source of messages). */
function validateMessages(data: PageData): string[] {
  const text = rewriteYaml(site.read(target.file), data);
  const content = loadContent(site.copy.dir, path.join(site.copy.dir, 'schemas'), { overrides: new Map([[target.file, text]]) });
  return content.problems.filter((p) => p.file === target.file && p.severity !== 'warning').map((p) => p.message);
}

describe('the Studio keeps content safe', () => {
  it('refuses to save while the page has a mistake, shows the checker’s words beside the field and jumps to it', async () => {
    const { page, problems } = await openStudio(browser, site, target.file);
    const before = site.read(target.file);
    const { index } = target.hero;
    await openSection(page, index);
    await page.fill(`#block-${index}_headline`, '');
    await settled(page);

    const data = parse(before) as PageData;
    data.blocks[index]!.headline = '';
    const expected = validateMessages(data);
    expect(expected.length).toBeGreaterThan(0);
    const list = page.locator('.problems__jump');
    await expect.poll(() => list.count(), WAIT).toBe(expected.length);
    for (const message of expected) {
      await page.locator('.problems__list', { hasText: message }).waitFor();
      await page.locator(`#block-${index}_headline__error`, { hasText: message }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Review and save' }).isDisabled()).toBe(true);
    expect(await page.locator('#save-state').textContent()).toMatch(/Save is off: fix the mistake/);

    await page.locator(`[data-section="${index}"] .section-item__toggle`).click();
    await list.first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe(`block-${index}_headline`);
    expect(site.read(target.file)).toBe(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('picks up an outside edit by itself, and keeps both when the file changes under unsaved edits', async () => {
    const { page, problems } = await openStudio(browser, site, target.file);
    const { index, headline } = target.hero;
    await openSection(page, index);
    const id = `#block-${index}_headline`;

    // No unsaved edits: the new text on disk shows at once.
    const outside = parse(site.read(target.file)) as PageData;
    outside.blocks[index]!.headline = `${headline} (from a text editor)`;
    site.write(target.file, rewriteYaml(site.read(target.file), outside));
    await expect.poll(() => shownText(page, id), { timeout: 15_000 }).toBe(`${headline} (from a text editor)`);

    // Unsaved edits here, then another field changes on disk: both are kept, and the Studio says what came in, beside the field.
    await page.locator(id).fill(`${headline} (from the Studio)`);
    const disk = parse(site.read(target.file)) as { seo: { title: string } };
    const title = `${disk.seo.title} (changed outside)`;
    site.write(target.file, rewriteYaml(site.read(target.file), { ...disk, seo: { ...disk.seo, title } }));
    const notice = page.locator('.merge-notice');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toMatch(/changed outside the Studio .* Your edits are kept; this came in:/);
    expect(await notice.locator('.worded li').count()).toBe(1);
    // Right after the field the person is in, and read out.
    expect(await notice.evaluate((el) => el.closest('.near-focus')?.previousElementSibling?.getAttribute('data-field'))).toBe(`block-${index}_headline`);
    await expect.poll(() => page.locator('#announcer').textContent(), WAIT).toMatch(/changed outside the Studio: .*Your edits are kept/);
    expect(await shownText(page, id)).toBe(`${headline} (from the Studio)`);
    await reviewAndSave(page);
    const saved = parse(site.read(target.file)) as PageData & { seo: { title: string } };
    expect(saved.seo.title).toBe(title);
    expect(saved.blocks[index]!.headline).toBe(`${headline} (from the Studio)`);

    // The same field changed on both sides: both versions side by side, one picked; Save waits for the choice.
    await page.locator(id).fill(`${headline} (mine)`);
    const again = parse(site.read(target.file)) as PageData;
    again.blocks[index]!.headline = `${headline} (theirs)`;
    site.write(target.file, rewriteYaml(site.read(target.file), again));
    await page.getByRole('button', { name: /Choose between the versions/ }).click({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Review and save' }).isDisabled()).toBe(true);
    const choose = page.getByRole('dialog', { name: 'Choose between two versions' });
    await choose.getByText(`${headline} (theirs)`).waitFor();
    await choose.getByText(`${headline} (mine)`).waitFor();
    await choose.getByLabel('Use the version saved elsewhere').check();
    await choose.getByRole('button', { name: 'Use these versions' }).click();
    await expect.poll(() => shownText(page, id), WAIT).toBe(`${headline} (theirs)`);
    // Undo takes the choice back to the editor's own words.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => shownText(page, id), WAIT).toBe(`${headline} (mine)`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refuses paths outside content/ and requests from another site, even with the token', async () => {
    const { page } = await openStudio(browser, site, target.file);
    const token = await page.locator('meta[name="studio-token"]').getAttribute('content');
    const traversal = await page.evaluate(async (t) => {
      const response = await fetch('/__studio/api/file?path=content/../package.json', { headers: { 'X-Studio-Token': t ?? '' } });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    }, token);
    expect(traversal.status).toBe(403);
    expect(traversal.body.error).toMatch(/content\//);

    // Another site in the same browser: its request to the Studio's API is refused.
    const evil: Server = createServer((_req, res) => res.end('<!doctype html><title>Elsewhere</title>'));
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    const other = await page.context().newPage();
    await other.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
    const before = site.read(target.file);
    const outcome = await other.evaluate(
      async ({ url, t, file }) => {
        try {
          const response = await fetch(`${url}/__studio/api/save`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Studio-Token': t ?? '' },
            body: JSON.stringify({ path: file, text: 'seo: {}\n', baseHash: null }),
          });
          return `answered ${response.status}`;
        } catch {
          return 'refused';
        }
      },
      { url: site.dev.url, t: token, file: target.file },
    );
    // Either the browser stops it (CORS) or the Studio answers 403 for a foreign Origin; never saved.
    expect(['refused', 'answered 403']).toContain(outcome);
    expect(site.read(target.file)).toBe(before);
    await new Promise<void>((resolve) => evil.close(() => resolve()));
    await page.context().close();
  });

  it('edits any content file that has a schema, with no Studio change: named entries can be renamed, added and removed', async () => {
    const { page, problems } = await openStudio(browser, site, 'content/team.yaml');
    await page.locator('.sidebar__item[aria-current="page"]', { hasText: TEAM_SCHEMA.title }).waitFor();
    await page.fill('#file_people_ana_name', 'Ana B. Example');
    await settled(page);
    await page.getByRole('button', { name: 'Review and save' }).click();
    await page.getByRole('dialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('#save-state', { hasText: 'All edits saved' }).waitFor();
    expect(site.read('content/team.yaml')).toBe(TEAM.replace('Ana Example', 'Ana B. Example'));
    await page.fill('#file_people_ana-key', 'ana-b');
    await page.keyboard.press('Tab');
    await page.locator('legend', { hasText: 'ana-b' }).waitFor();
    await page.getByRole('button', { name: 'Add person' }).click();
    await expect.poll(() => page.locator('.entry').count(), WAIT).toBe(2);
    await page.getByRole('button', { name: 'Remove ana-b' }).click();
    await expect.poll(() => page.locator('.entry').count(), WAIT).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says so in the changes panel where the project is not a git checkout', async () => {
    const { page } = await openStudio(browser, site, target.file);
    await page.getByRole('button', { name: 'Saved changes' }).click();
    await page.getByRole('dialog', { name: 'Saved changes' }).getByText(/keeps no history of changes/).waitFor();
    expect(await page.getByRole('button', { name: 'Record in history' }).count()).toBe(0);
    await page.context().close();
  });
});
