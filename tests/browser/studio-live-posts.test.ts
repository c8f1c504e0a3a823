import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMigratedDatabase, type MigratedDatabase } from '../db/migrated.ts';
import { openStudio, reviewAndSave, settled, shownText, startStudioSite, WAIT, type StudioSite, LONG_TASK } from '../support/studio.ts';
import { axeViolations, launch } from './harness.ts';

// Issue 31 through the Studio's UI: a post of the live blog table created, published, scheduled,
// unpublished, saved from two sessions at once, deleted and brought back. `npm start` on a copy of
// the project with STUDIO_BLOGS_DATABASE_URL (server side) pointing at the studio_writer role of a
// real PostgreSQL with the project's migrations.
let browser: Browser;
let site: StudioSite;
let db: MigratedDatabase;
let anon: pg.Pool;
const SLUG = 'studio-live-test';

const row = async () => (await db.admin.query(`select * from public.blogs where slug = $1 or previous_slugs @> array[$1]`, [SLUG])).rows[0];
const publicSlugs = async () => (await anon.query<{ slug: string }>('select slug from public.blogs')).rows.map((r) => r.slug);
const group = (page: Page, heading: string) => page.locator('.sidebar__group', { has: page.getByRole('heading', { name: heading }) });

beforeAll(async () => {
  db = await startMigratedDatabase();
  process.env.STUDIO_BLOGS_DATABASE_URL = await db.urlAs('studio_writer');
  anon = new pg.Pool({ connectionString: db.cluster.url, max: 2, options: '-c role=anon' });
  [browser, site] = await Promise.all([launch(), startStudioSite()]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  delete process.env.STUDIO_BLOGS_DATABASE_URL;
  await anon?.end();
  await db?.stop();
});

describe('posts of the live blog table in the Studio', () => {
  let path = '';

  it('creates a draft in the table, never handing the browser a database credential', async () => {
    const { page, problems } = await openStudio(browser, site, 'content/site.yaml');
    const html = await page.content();
    expect(html).not.toContain(process.env.STUDIO_BLOGS_DATABASE_URL!);
    await page.getByRole('button', { name: 'New blog post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New blog post' });
    await dialog.getByLabel('Title').fill('Studio Live Test');
    await dialog.getByLabel('Address').fill(SLUG);
    await dialog.getByLabel('Summary').fill('A post written in the live table from the Studio.');
    await dialog.getByLabel('Author').fill('Studio Tester');
    await dialog.getByRole('button', { name: 'Create post' }).click();
    await group(page, 'Live blog: drafts').getByText('Studio Live Test').waitFor(WAIT);
    const created = await row();
    expect(created).toMatchObject({ published: false, title: 'Studio Live Test' });
    path = `live:blogs/${created.id}`;
    await page.locator('.sidebar__item[aria-current="page"]', { hasText: 'Studio Live Test' }).waitFor(WAIT);
    await page.locator('#live-post-state', { hasText: 'Draft' }).waitFor(WAIT);
    // The page list's search box finds it, by title or address.
    await page.getByLabel('Find a page or post').fill('live test');
    await group(page, 'Live blog: drafts').getByText('Studio Live Test').waitFor(WAIT);
    await page.getByLabel('Find a page or post').fill(`/blog/${SLUG}`);
    await group(page, 'Live blog: drafts').getByText('Studio Live Test').waitFor(WAIT);
    expect(await page.locator('.sidebar__item').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('publishes now, then schedules for later (hidden from the public until then), then unpublishes', async () => {
    const { page, problems } = await openStudio(browser, site, path);
    await page.getByRole('button', { name: 'Publish now' }).click();
    await reviewAndSave(page);
    await group(page, 'Live blog: published').getByText('Studio Live Test').waitFor(WAIT);
    expect(await publicSlugs()).toContain(SLUG);

    // Two hours from now, picked in India time.
    const later = new Date(Date.now() + 2 * 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);
    await page.getByLabel('Time to appear (India time)').fill(later);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await reviewAndSave(page);
    await group(page, 'Live blog: scheduled').getByText('Studio Live Test').waitFor(WAIT);
    const scheduled = await row();
    expect(scheduled.published).toBe(true);
    expect(Math.abs(scheduled.published_at.getTime() - Date.parse(`${later}:00+05:30`))).toBe(0);
    expect(await publicSlugs()).not.toContain(SLUG);

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await reviewAndSave(page);
    await group(page, 'Live blog: drafts').getByText('Studio Live Test').waitFor(WAIT);
    expect((await row()).published).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('merges a save from a second session instead of losing either', async () => {
    const first = await openStudio(browser, site, path);
    const second = await openStudio(browser, site, path);
    await first.page.locator('#post_title').fill('Title From The First Session');
    await reviewAndSave(first.page);
    expect((await row()).title).toBe('Title From The First Session');

    // The second session opened the older version and changes another field.
    await second.page.locator('#post_author').fill('Second Session Author');
    await settled(second.page);
    await second.page.getByRole('button', { name: 'Review and save' }).click();
    await second.page.getByRole('dialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    // Refused as stale: the newer row comes into the form, both changes kept; saving again writes both.
    await expect.poll(() => shownText(second.page, '#post_title'), WAIT).toBe('Title From The First Session');
    expect(await shownText(second.page, '#post_author')).toBe('Second Session Author');
    await reviewAndSave(second.page);
    expect(await row()).toMatchObject({ title: 'Title From The First Session', author: 'Second Session Author' });

    // Now both change the title: the first session's save is stale, and the two titles are offered side by side.
    await second.page.locator('#post_title').fill('Title Saved Second');
    await reviewAndSave(second.page);
    await first.page.locator('#post_title').fill('Title Kept By First');
    await settled(first.page);
    await first.page.getByRole('button', { name: 'Review and save' }).click();
    await first.page.getByRole('dialog', { name: 'Review your changes' }).getByRole('button', { name: 'Save', exact: true }).click();
    await first.page.getByRole('button', { name: /Choose between the versions/ }).click({ timeout: 15_000 });
    const choose = first.page.getByRole('dialog', { name: 'Choose between two versions' });
    await choose.getByText('Title Saved Second').waitFor();
    await choose.getByText('Title Kept By First').waitFor();
    await choose.getByLabel('Keep your version').check();
    await choose.getByRole('button', { name: 'Use these versions' }).click();
    await reviewAndSave(first.page);
    expect(await row()).toMatchObject({ title: 'Title Kept By First', author: 'Second Session Author' });
    // The browser's own line for each save refused as stale (409) is the expected answer, not a fault.
    expect([...first.problems, ...second.problems].filter((p) => !/status of 409 \(Conflict\)/.test(p))).toEqual([]);
    await first.page.context().close();
    await second.page.context().close();
  }, LONG_TASK);

  it('deletes after confirming, hides the post, and brings it back with Undo delete', async () => {
    await db.admin.query(`update public.blogs set published = true, published_at = now() - interval '1 hour' where slug = $1`, [SLUG]);
    // On a phone (375 px), where the form is a tab of its own.
    const { page, problems } = await openStudio(browser, site, path, 375);
    expect(await publicSlugs()).toContain(SLUG);
    await page.getByRole('button', { name: 'Delete…' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete the post' }).click();
    await page.locator('#live-post-state', { hasText: 'Deleted' }).waitFor(WAIT);
    expect((await row()).deleted_at).not.toBeNull();
    expect(await publicSlugs()).not.toContain(SLUG);
    await page.getByRole('button', { name: 'Undo delete' }).click();
    await page.locator('#live-post-state', { hasText: 'Published' }).waitFor(WAIT);
    expect((await row()).deleted_at).toBeNull();
    expect(await publicSlugs()).toContain(SLUG);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
