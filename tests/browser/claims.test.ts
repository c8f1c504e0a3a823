import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimUsages } from '../../scripts/content/claims/index.ts';
import { outputFileFor } from '../../scripts/build/html.ts';
import { siteContent } from '../support/content.ts';

// The production build (dist/, as npm test builds it): claims resolved everywhere, before any JavaScript.
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const TEXT = /\.(html|xml|txt|json|js|mjs|css|webmanifest|svg)$|^_redirects$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : TEXT.test(name) ? [full] : [];
  });
}

// As React writes body text, and as the head writer writes titles and attributes.
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
const html = (route: string) => readFileSync(path.join(dist, outputFileFor(route)), 'utf8');

describe('claims in the built site', () => {
  const content = siteContent();

  it('leave no {{…}} in any page, the sitemap, robots.txt, the page data or a script', () => {
    const leaks = files(dist).filter((file) => {
      const text = readFileSync(file, 'utf8');
      // Pages, data and host files have no reason to hold two braces; scripts are searched for a claim reference.
      return /\.(html|xml|txt|json)$|_redirects$/.test(file) ? text.includes('{{') : /\{\{\s*[a-z0-9]+(-[a-z0-9]+)*\s*\}\}/.test(text);
    });
    expect(files(dist).length).toBeGreaterThan(20);
    expect(leaks.map((f) => path.relative(dist, f))).toEqual([]);
  });

  it('put each value in the prerendered HTML of every page that uses it, head included', () => {
    const usages = claimUsages(content);
    expect(usages.length).toBeGreaterThan(0);
    for (const claim of usages) {
      for (const place of claim.usedIn) {
        if (place.route.includes(':')) continue;
        const route = place.route === 'every page' ? '/' : place.route === '404 page' ? '*' : place.route;
        expect(html(route), `${claim.id} on ${route}`).toContain(escapeHtml(claim.value));
      }
    }
  });

  it('writes titles and descriptions that use a claim, resolved, into the head', () => {
    const withClaim = content.pages.filter((p) => /\{\{/.test(content.sources.get(p.file)!.split('\nblocks:')[0]!) && !p.route.includes(':'));
    expect(withClaim.length).toBeGreaterThan(0);
    for (const { route, page } of withClaim) {
      const head = html(route).split('</head>')[0]!;
      expect(head).toContain(`<title>${escapeText(page.seo.title)}</title>`);
      expect(head).toContain(`name="description" content="${escapeAttr(page.seo.description)}"`);
      expect(head).toContain(`property="og:description" content="${escapeAttr(page.seo.description)}"`);
    }
  });
});
