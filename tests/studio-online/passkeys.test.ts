import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch } from '../browser/harness.ts';
import { withAuthenticator as passkeyBrowser } from './authenticator.ts';
import { siteRemote } from './fixture.ts';
import { startServe, type ServeProcess } from './serve-process.ts';

const port = Number(process.env.STUDIO_ONLINE_TEST_PORT ?? (Number(process.env.BOOKING_TEST_PORT ?? 4599) + 1));
let serve: ServeProcess;
let browser: Browser;
let remote: ReturnType<typeof siteRemote>;
const data = mkdtempSync(path.join(tmpdir(), 'studio-serve-'));

const withAuthenticator = (width: number) => passkeyBrowser(browser, width);

/** Presses Tab until the named button has the focus, then Enter: the way a keyboard user goes. */
async function pressButton(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent?.trim() : ''));
    if (focused === name) return page.keyboard.press('Enter');
  }
  throw new Error(`No button "${name}" is reached with Tab`);
}

const studioShown = (page: Page, role = 'admin') => page.locator('.online-bar__who', { hasText: `(${role})` }).waitFor({ timeout: 60_000 });
let adminPage: Page | undefined;

beforeAll(async () => {
  remote = siteRemote();
  // One address signs in many times here (the limit itself is tested in server.test.ts).
  serve = await startServe({ STUDIO_PORT: String(port), STUDIO_DATA_DIR: data, STUDIO_REMOTE: remote.dir, STUDIO_SIGNIN_PER_ADDRESS: '200' });
  browser = await launch();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  remote?.remove();
  rmSync(data, { recursive: true, force: true });
});

describe('the online Studio in Chromium', () => {
  it('prints a first admin invite on a localhost address', () => {
    expect(serve.inviteLink).toMatch(new RegExp(`^http://localhost:${port}/__studio/signin#invite=[\\w-]{40,}$`));
    expect(serve.output()).toContain('database: pglite');
  });

  it('stays within 250 MB of memory when idle', async () => {
    // Idle: started, migrated, the first invite printed, nobody signed in yet.
    await new Promise((r) => setTimeout(r, 5000));
    const rss = serve.rssMb();
    console.log(`studio:serve idle RSS: ${rss.toFixed(0)} MB`);
    expect(rss).toBeGreaterThan(0);
    expect(rss).toBeLessThanOrEqual(250);
  });

  it('invite, passkey, sign out and sign in again, by keyboard; a second passkey and a recovery code', async () => {
    const { page, problems, context, addAuthenticator } = await withAuthenticator(1280);
    await page.goto(serve.inviteLink);
    await page.getByRole('button', { name: 'Create a passkey' }).and(page.locator(':enabled')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await pressButton(page, 'Create a passkey');
    await studioShown(page);
    await page.locator('.sidebar__item').first().waitFor({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);

    // The invite worked once.
    const again = await context.newPage();
    await again.goto(serve.inviteLink);
    await expect.poll(() => again.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('no longer works');
    await again.close();

    // A second passkey (on a second authenticator) and a recovery code, from "Your account".
    await addAuthenticator();
    await pressButton(page, 'Your account');
    await page.getByRole('dialog', { name: 'Your account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add another passkey' }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('status').textContent(), { timeout: 15_000 }).toBe('Passkey added.');
    await page.getByRole('button', { name: 'Make a recovery code' }).click();
    const code = (await page.locator('.online-code code').textContent({ timeout: 15_000 }))!;
    expect(code).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){4}$/);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);

    // Signing out ends the session before the page leaves: a call the Studio still had under way is
    // refused (401), which the browser logs. Only those are expected from here on.
    await pressButton(page, 'Sign out');
    await page.waitForURL('**/__studio/signin');
    await pressButton(page, 'Sign in with a passkey');
    await studioShown(page);

    // The recovery code signs in once.
    await pressButton(page, 'Sign out');
    await page.waitForURL('**/__studio/signin');
    await page.getByLabel('Email address').fill('admin@localhost.localdomain');
    await page.getByLabel('Recovery code').fill(code);
    await page.getByLabel('Recovery code').press('Enter');
    await studioShown(page);
    expect(problems.filter((p) => !/status of 401 \(Unauthorized\)/.test(p))).toEqual([]);
    adminPage = page;
  });

  for (const width of [375, 1280]) {
    it(`the sign-in page has no axe violations at ${width} px, and a refused passkey is told in words`, async () => {
      const { page, problems, context } = await withAuthenticator(width);
      await page.goto(`${serve.origin}/__studio/signin`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // This authenticator has no passkey of this site: the refusal is said in words.
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 }).not.toBe('');
      expect(problems.filter((p) => !/NotAllowedError|timed out|not allowed/i.test(p))).toEqual([]);
      await context.close();
    });
  }

  it('an admin invites an editor in the Studio; the editor signs in and is refused the admin calls', async () => {
    const admin = adminPage!;
    await pressButton(admin, 'People');
    const people = admin.getByRole('dialog', { name: 'People' });
    await people.waitFor();
    await people.getByLabel('Email address').fill('ed@example.com');
    await people.getByLabel('Role', { exact: true }).selectOption('editor');
    await people.getByRole('button', { name: 'Make an invite link' }).click();
    const link = (await admin.locator('.online-code code').textContent({ timeout: 15_000 }))!;
    expect(link).toMatch(/#invite=/);
    expect(await axeViolations(admin)).toEqual([]);

    const editor = await withAuthenticator(375);
    await editor.page.goto(link);
    await editor.page.getByRole('button', { name: 'Create a passkey' }).and(editor.page.locator(':enabled')).waitFor();
    await pressButton(editor.page, 'Create a passkey');
    await studioShown(editor.page, 'editor');
    expect(await editor.page.getByRole('button', { name: 'People' }).count()).toBe(0);
    expect(editor.problems).toEqual([]);
    const status = await editor.page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')!.content;
      return (await fetch('/__studio/api/people', { headers: { 'X-Studio-Token': token } })).status;
    });
    expect(status).toBe(403);
    expect(await axeViolations(editor.page)).toEqual([]);

    // The admin's log shows the sign-ins and the invite, with who.
    await admin.keyboard.press('Escape');
    await pressButton(admin, 'Activity log');
    const log = admin.getByRole('dialog', { name: 'Activity log' });
    await expect.poll(() => log.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const rows = await log.locator('tbody tr').allTextContents();
    expect(rows.some((r) => r.includes('invite') && r.includes('ed@example.com as editor'))).toBe(true);
    expect(rows.some((r) => r.includes('sign-in') && r.includes('ed@example.com'))).toBe(true);
    await editor.context.close();
    console.log(`studio:serve RSS after two people's sessions: ${serve.rssMb().toFixed(0)} MB`);
  });

});
