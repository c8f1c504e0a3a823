import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../scripts/build/html.ts';
import { CARD_SIZE } from '../../src/head/card.ts';
import { site } from '../support/content.ts';

/** Every page of the built sitemap shares its own card: a 1200×630 PNG of at most 80 KB, with words for it. */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const sitemapPaths = () => [...readFileSync(path.join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const metaOf = (html: string, key: string) => new RegExp(`<meta data-head (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('social cards of the built site', () => {
  it('gives every page in the sitemap a card of the right size and weight, named by og:image and twitter:image with alt text', () => {
    const addresses = sitemapPaths();
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      const html = readFileSync(path.join(dist, outputFileFor(address)), 'utf8');
      const image = metaOf(html, 'og:image')!;
      expect(metaOf(html, 'twitter:image')).toBe(image);
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'og:image:alt')).toBeTruthy();
      expect(metaOf(html, 'twitter:image:alt')).toBe(metaOf(html, 'og:image:alt'));
      expect(image.startsWith(`${site().url}/og/cards/`), `${address} shares ${image}`).toBe(true);
      const file = path.join(dist, new URL(image).pathname);
      expect(existsSync(file), `${address}: ${file}`).toBe(true);
      const png = readFileSync(file);
      expect(imageSize(png), address).toMatchObject({ type: 'png', ...CARD_SIZE });
      expect(png.length, address).toBeLessThanOrEqual(80 * 1024);
    }
  });
});
