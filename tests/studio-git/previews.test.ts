import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviews, gitRoutes, httpsTokenEnv, openSiteRepo, type Person, type Previews, type SiteRepo } from '../../src/studio/online/git/index.ts';
import type { ApiRequest } from '../../src/studio/server/api.ts';
import { StudioError } from '../../src/studio/server/http.ts';
import { startGitRemote, type GitRemote } from '../support/git-remote.ts';
import { ana, ben, editFirstBlock, pia } from './people.ts';
import { axeViolations, launch } from '../browser/harness.ts';
import { ensureChromium } from '../../scripts/chromium.ts';

/** Preview links: built from an editor's saved changes, served to anyone with the link, never indexed, ending on time or when withdrawn. */
let remote: GitRemote;
let repo: SiteRepo;
let previews: Previews;
let server: Server;
let origin: string;
let scratch: string;
let clock = Date.now();
const TTL = 3600_000;

beforeAll(async () => {
  remote = await startGitRemote();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'studio-previews-'));
  repo = await openSiteRepo({ remote: remote.url, dataDir: path.join(scratch, 'data'), gitEnv: httpsTokenEnv(remote.password, remote.user) });
  previews = createPreviews({ dir: path.join(scratch, 'data', 'previews'), ttlMs: TTL, now: () => clock });
  // Only the preview handler: no session, no cookie, as a signed-out visitor meets it.
  server = createServer((req, res) => {
    void previews.handle(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await remote?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const HOME = 'content/pages/index.yaml';
const ABOUT = 'content/pages/about.yaml';

describe('preview links', () => {
  let token: string;
  let link: string;
  let headline: string;

  it('builds the editor\'s saved changes and serves them to anyone with the link', async () => {
    const dir = await repo.workspace(ana);
    headline = String(editFirstBlock(dir, HOME, 'headline', (old) => `${String(old)} (preview)`));
    const made = await previews.create(ana, dir);
    token = made.token;
    link = `${origin}${made.path}`;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(made.expiresAt) - clock).toBe(TTL);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(headline.replace(/&/g, '&amp;'));
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, nofollow">']);
    expect(html).toMatch(/<div class="studio-preview-banner" role="region" aria-label="Preview"><p><strong>Preview, not the live site\.<\/strong>/);
    expect(html).toContain(`<a href="/preview/${token}/__review">See what changed</a>`);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>[^<]/);
    // Its links and files stay inside the preview.
    expect(html).not.toMatch(/\s(href|src)="\/(?!\/|preview\/)/);
    const css = html.match(/<link rel="stylesheet" href="([^"]+)"/)![1]!;
    expect((await fetch(`${origin}${css}`)).status).toBe(200);
  });

  it('shows every page of the site as a preview, with the banner', async () => {
    const about = await fetch(`${origin}/preview/${token}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await about.text()).toContain('class="studio-preview-banner"');
    const missing = await fetch(`${origin}/preview/${token}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('class="studio-preview-banner"');
    expect((await fetch(`${origin}/preview/${token}/..%2f..%2finfo.json`)).status).toBe(404);
  });

  it('in Chromium, signed out: the banner is seen first, reached by keyboard, and axe finds nothing at 375 and 1280 px', async () => {
    ensureChromium();
    const browser = await launch();
    try {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && !/Failed to load resource.*(net::ERR_|status of 404)/.test(m.text()) && problems.push(m.text()));
        page.on('pageerror', (e) => problems.push(e.message));
        await page.goto(link, { waitUntil: 'load' });
        const banner = page.getByRole('region', { name: 'Preview' });
        expect(await banner.isVisible()).toBe(true);
        expect((await banner.boundingBox())!.y).toBe(0);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Preview"]') !== null && document.activeElement?.textContent)).toBe('See what changed');
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        expect(await context.cookies()).toEqual([]);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('previews a one-page change in seconds (incremental build, budget 10 s)', async () => {
    const dir = await repo.workspace(ana);
    const eyebrow = String(editFirstBlock(dir, ABOUT, 'eyebrow', (old) => `${String(old)} (next)`));
    const started = Date.now();
    const made = await previews.create(ana, dir);
    const ms = Date.now() - started;
    // The budget is for 2 cores doing this alone. On a machine shared far past its cores (load above
    // 4 per core) it is doubled, and says so, rather than failing for someone else's work.
    const crowded = os.loadavg()[0]! > 4 * os.cpus().length;
    console.log(`one-page change previewed in ${ms} ms${crowded ? ` (load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores: budget doubled)` : ''}`);
    expect(ms).toBeLessThan(crowded ? 20_000 : 10_000);
    expect(await (await fetch(`${origin}${made.path}about`)).text()).toContain(eyebrow.replace(/&/g, '&amp;'));
    // The earlier link still shows what it showed.
    expect(await (await fetch(`${link}about`)).text()).not.toContain(eyebrow.replace(/&/g, '&amp;'));
    expect((await previews.list()).map((p) => p.personId)).toEqual(['ana', 'ana']);
  });

  it('through the server\'s calls: an editor sees and stops only their own links, a publisher everyone\'s', async () => {
    const call = (person: Person, route: string, body: Record<string, unknown> = {}) =>
      gitRoutes[route]!.handler(repo, previews, person, { req: undefined as never, url: new URL('http://studio.test/'), json: async () => body } satisfies ApiRequest);
    const mine = (await call(ana, 'GET /previews')) as { previews: { token: string }[] };
    expect(mine.previews.length).toBe(2);
    expect(await call(ben, 'GET /previews')).toEqual({ previews: [] });
    expect(((await call(pia, 'GET /previews')) as { previews: unknown[] }).previews.length).toBe(2);
    const refused = await Promise.resolve(call(ben, 'POST /preview/revoke', { token })).then(() => undefined, (e: unknown) => e);
    expect(refused).toBeInstanceOf(StudioError);
    expect((refused as StudioError).status).toBe(404);
    expect((await fetch(link)).status).toBe(200);
    expect(gitRoutes['POST /publish']!.role).toBe('publisher');
    expect(gitRoutes['POST /undo']!.role).toBe('publisher');
    expect(gitRoutes['POST /preview']!.role).toBe('editor');
  });

  it('ends when withdrawn', async () => {
    await previews.revoke(token);
    const gone = await fetch(link);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await gone.text()).toContain('expired or was withdrawn');
  });

  it('ends when it expires, and an unknown token gets the same answer', async () => {
    const [left] = await previews.list();
    expect((await fetch(`${origin}${left!.path}`)).status).toBe(200);
    clock += TTL + 1;
    expect((await fetch(`${origin}${left!.path}`)).status).toBe(404);
    expect(await previews.list()).toEqual([]);
    expect((await fetch(`${origin}/preview/${'A'.repeat(43)}/`)).status).toBe(404);
  });

  it('refuses to preview content with a mistake, in words that name the page, not the file', async () => {
    const dir = await repo.workspace(ana);
    editFirstBlock(dir, ABOUT, 'type', () => 'no-such-block');
    const err = await previews.create(ana, dir).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(StudioError);
    expect((err as StudioError).status).toBe(422);
    expect((err as StudioError).message).toMatch(/^The preview could not be made: On the page \/about: .+/);
    expect((err as StudioError).message).not.toMatch(/content\/|\.yaml|\s+at /);
  });

  it('does not publish or change the site: main on the remote is as it was', () => {
    const main = parse(remote.git(['show', `main:${HOME}`])) as { blocks: { headline: string }[] };
    expect(main.blocks[0]!.headline).not.toBe(headline);
  });
});
