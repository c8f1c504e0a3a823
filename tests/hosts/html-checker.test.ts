import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../scripts/build/html.ts';
import { preview } from './engines/preview.ts';
import { CHECKER_LAGS, checkHtml, describeMessage } from './support/html-checker.ts';
import { dist, fileText, lateAddresses, sitemap, unknownAddresses } from './support/site.ts';

/**
 * The Nu HTML Checker over every page the engines serve: each sitemap page, the blog's shell (a post published
 * after the build) and the not-found page. Every engine sends these same bytes (host-checks.ts compares each
 * answer with its file), so one Java process checks them once, as `npm run preview` serves them.
 */
describe('Nu HTML Checker (vnu)', () => {
  it('finds no error on any page, the not-found page and the blog shell included', async () => {
    const served = await preview.start(dist);
    try {
      const addresses = [...sitemap.map((s) => s.path), ...lateAddresses.map((l) => l.path), unknownAddresses[0]!];
      const pages = await Promise.all(addresses.map(async (address) => ({ address, html: await (await fetch(served.baseURL + address)).text() })));
      // The unknown address's answer is the not-found page, the late post's the shell.
      expect(pages.at(-1)!.html === fileText(outputFileFor('*'))).toBe(true);
      const started = Date.now();
      const { version, messages } = await checkHtml(pages);
      console.log(`vnu ${version} checked ${addresses.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${CHECKER_LAGS.length} listed checker lags)`);
      expect(messages.map((m) => describeMessage('every engine (the same bytes)', m))).toEqual([]);
    } finally {
      await served.stop();
    }
  });
});
