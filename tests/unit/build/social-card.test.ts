import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, describe, expect, it } from 'vitest';
import { startCardHelper } from '../../../scripts/build/card-helper.ts';
import { cardSource, cardsWritten, drawCard, drawCardsWith, writeCard, type CardNode } from '../../../scripts/build/social-card.ts';
import { buildHead } from '../../../src/head/buildHead.ts';
import { CARD_SIZE } from '../../../src/head/card.ts';
import { CONTENT_ROOT, siteContent, site } from '../../support/content.ts';

const logo = readFileSync(path.join(CONTENT_ROOT, 'content/public/favicon.svg'), 'utf8');
const words = (node: CardNode | string): string[] =>
  typeof node === 'string' ? [node] : (Array.isArray(node.props.children) ? node.props.children : node.props.children === undefined ? [] : [node.props.children]).flatMap(words);
const temp = mkdtempSync(path.join(tmpdir(), 'cards-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('social cards', () => {
  it("shows every page's title, section and brand (checked in the card's source before it is drawn)", () => {
    const pages = siteContent().pages.filter((p) => p.route.startsWith('/') && !p.route.includes(':'));
    expect(pages.length).toBeGreaterThan(0);
    for (const { route, page } of pages) {
      const { card } = buildHead(page, site(), route);
      if (page.seo.image) {
        expect(card).toBeUndefined();
        continue;
      }
      const shown = words(cardSource(card!, logo)).join(' ');
      // Every word of the page's title (before the brand after its bar), as the editor wrote it.
      for (const word of page.seo.title.split(' | ')[0]!.split(/\s+/)) expect(shown).toContain(word);
      expect(shown).toContain(site().name);
    }
  }, 60_000);

  it('draws a 1200×630 PNG within 80 KB, once: the same card again comes from the cache', async () => {
    const cache = path.join(temp, 'cache');
    const card = { path: '/og/cards/services/long.png', title: 'A long title with ₹ and € that wraps over several lines of the card, to the end', section: 'Services', brand: site().name };
    expect(await writeCard(path.join(temp, 'a'), card, logo, cache)).toBe(true);
    expect(await writeCard(path.join(temp, 'b'), card, logo, cache)).toBe(false);
    const png = readFileSync(path.join(temp, 'a', card.path));
    expect(png.equals(readFileSync(path.join(temp, 'b', card.path)))).toBe(true);
    expect(imageSize(png)).toMatchObject({ type: 'png', ...CARD_SIZE });
    expect(png.length).toBeLessThanOrEqual(80 * 1024);
    expect(readdirSync(cache)).toHaveLength(1);
    expect(await writeCard(path.join(temp, 'a'), { ...card, title: 'Another title' }, logo, cache)).toBe(true);
    const another = readFileSync(path.join(temp, 'a', card.path));
    // 'b' holds a kept card as a second name of the cached file: what is put there next, kept or newly drawn,
    // must leave every cached card with its own bytes.
    expect(await writeCard(path.join(temp, 'b'), { ...card, title: 'Another title' }, logo, cache)).toBe(false);
    expect(readFileSync(path.join(temp, 'b', card.path)).equals(another)).toBe(true);
    expect(await writeCard(path.join(temp, 'b'), { ...card, title: 'A third title' }, logo, cache)).toBe(true);
    expect(await writeCard(path.join(temp, 'c'), card, logo, cache)).toBe(false);
    expect(readFileSync(path.join(temp, 'c', card.path)).equals(png)).toBe(true);
    expect(await writeCard(path.join(temp, 'd'), { ...card, title: 'Another title' }, logo, cache)).toBe(false);
    expect(readFileSync(path.join(temp, 'd', card.path)).equals(another)).toBe(true);
  }, 60_000);
});

describe('the card thread (a build that keeps most pages)', () => {
  it('draws the same bytes as the build thread, and goes back to drawing here should it fail', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const card = { path: '/og/cards/thread.png', title: 'Drawn in a thread of its own', section: 'Services', brand: site().name };
    const here = await drawCard(cardSource(card, logo));
    const helper = startCardHelper(root);
    try {
      const there = await helper.draw(cardSource(card, logo));
      expect(there.equals(here)).toBe(true);
      // writeCard through the helper, then without one: the same file. The helper's card is written while the
      // build goes on: it is there once cardsWritten says so.
      drawCardsWith(helper);
      expect(await writeCard(path.join(temp, 'thread'), card, logo, path.join(temp, 'thread-cache'))).toBe(true);
      await cardsWritten();
      expect(readFileSync(path.join(temp, 'thread', card.path)).equals(here)).toBe(true);
      await helper.stop();
      // A helper that is gone: the card is drawn here instead.
      expect(await writeCard(path.join(temp, 'gone'), card, logo, path.join(temp, 'gone-cache'))).toBe(true);
      await cardsWritten();
      expect(readFileSync(path.join(temp, 'gone', card.path)).equals(here)).toBe(true);
    } finally {
      drawCardsWith(undefined);
      await helper.stop();
    }
  }, 60_000);
});
