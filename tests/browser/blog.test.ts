import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildManifest, readBuildReport } from '../../scripts/build/build-info.ts';
import { staticClosure } from '../../scripts/build/budget.ts';
import { axeViolations, baseURL, hydrated, launch, open, scrollsSideways } from './harness.ts';

// The build under test uses the embedded posts (content/blog/*.md).
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const ARTICLE = '/blog/speed-to-lead';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: Page, scope = 'main') => page.locator(`${scope} article h3`).allTextContents();
const section = (page: Page, heading: string) => page.locator('.blog-list__group', { has: page.getByRole('heading', { level: 2, name: heading }) });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const topic = (page: Page) => page.getByRole('combobox', { name: 'Filter by topic' });

async function openBlog(route = '/blog', width = 1280) {
  const opened = await open(browser, route, { width });
  await hydrated(opened.page);
  return opened;
}

describe('blog list', () => {
  it('is prerendered with featured and latest posts, and no draft', async () => {
    const { page } = await open(browser, '/blog', { javaScript: false });
    expect(await page.title()).toMatch(/Blog/);
    expect(await section(page, 'Featured Articles').locator('article').count()).toBeGreaterThan(0);
    expect(await section(page, 'Latest Articles').locator('article').count()).toBeGreaterThan(0);
    const all = await cardTitles(page);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all).not.toContain('Clean Your CRM Before You Add AI');
    const card = page.locator('article', { has: page.getByRole('link', { name: /Speed to Lead/ }) });
    await expect(card.getByRole('link').getAttribute('href')).resolves.toBe(ARTICLE);
    expect(await card.textContent()).toMatch(/October 7, 2026.*\d+ min read/);
    expect(await card.textContent()).toContain('Read More');
    await page.context().close();
  });

  it('hydrates without a console error or hydration warning', async () => {
    const { page, problems } = await openBlog();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('searches live, filters by topic, both together, and keeps them in the address', async () => {
    const { page, problems } = await openBlog();
    const total = (await cardTitles(page)).length;
    await search(page).fill('whatsapp');
    await expect.poll(() => cardTitles(page)).toEqual(['WhatsApp Automation for Business: A Practical Starter Guide']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('whatsapp');
    await search(page).fill('');
    await topic(page).selectOption('Sales');
    await expect.poll(async () => (await cardTitles(page)).length).toBeLessThan(total);
    expect(await page.getByRole('heading', { name: 'Featured Articles' }).count()).toBe(1);
    await search(page).fill('speed');
    await expect.poll(() => cardTitles(page)).toEqual(['Speed to Lead: Why the First Five Minutes Decide Most Deals']);
    expect(await page.getByRole('heading', { name: 'Featured Articles' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?topic=Sales&q=speed');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('restores a shared filtered address on load and after a reload', async () => {
    const { page, problems } = await openBlog('/blog?q=lead&topic=AI+Chatbots');
    await expect.poll(() => cardTitles(page)).toEqual(['How an AI Chatbot Qualifies Leads While You Sleep']);
    await expect(search(page).inputValue()).resolves.toBe('lead');
    await expect(topic(page).inputValue()).resolves.toBe('AI Chatbots');
    await page.reload();
    await hydrated(page);
    await expect.poll(() => cardTitles(page)).toEqual(['How an AI Chatbot Qualifies Leads While You Sleep']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the no-match message and clears the filters', async () => {
    const { page } = await openBlog();
    await search(page).fill('quantum blockchain');
    await page.getByText('No articles found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(6);
    expect(new URL(page.url()).search).toBe('');
    await expect(search(page).inputValue()).resolves.toBe('');
    await page.context().close();
  });

  it('opens an article from its card without a page load', async () => {
    const { page, problems } = await openBlog();
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: /Speed to Lead/ }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Speed to Lead: Why the First Five Minutes Decide Most Deals');
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => page.title()).toBe('Speed to Lead: Why the First Five Minutes Decide Most Deals | Automata Labs');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('blog article', () => {
  it('is prerendered with its head: title, description, canonical, Open Graph article and BlogPosting', async () => {
    const { page } = await open(browser, ARTICLE, { javaScript: false });
    expect(await page.title()).toBe('Speed to Lead: Why the First Five Minutes Decide Most Deals | Automata Labs');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^The fastest reply/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/blog\/speed-to-lead$/);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/blog\/speed-to-lead\.webp$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'Speed to Lead: Why the First Five Minutes Decide Most Deals', datePublished: '2026-10-07' });
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('Speed to Lead: Why the First Five Minutes Decide Most Deals');
    await page.context().close();
  });

  it('shows the post, its body, the call to action and related articles', async () => {
    const { page, problems } = await openBlog(ARTICLE);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: /Back to Blog/ }).getAttribute('href')).resolves.toBe('/blog');
    const meta = await main.locator('.blog-article__meta').textContent();
    expect(meta).toMatch(/Automata Labs Team.*October 7, 2026.*\d+ min read/);
    expect(await main.locator('.blog-article__excerpt').textContent()).toMatch(/^The fastest reply/);
    expect(await main.getByRole('list', { name: 'Topics' }).first().textContent()).toContain('Lead Generation');
    expect(await main.locator('.article-body h2').allTextContents()).toContain('Measure your real response time');
    expect(await main.locator('.article-body ul li').count()).toBeGreaterThan(3);
    expect(await main.locator('.article-body strong').count()).toBeGreaterThan(0);
    await expect(main.getByRole('link', { name: 'Book Your Strategy Call' }).getAttribute('href')).resolves.toBe('/strategy-call');
    expect(await main.getByRole('heading', { name: 'Ready to Transform Your Business?' }).count()).toBe(1);
    const related = page.locator('.blog-related article');
    expect(await related.count()).toBe(3);
    expect(await page.locator('.blog-related h3').allTextContents()).not.toContain('Speed to Lead: Why the First Five Minutes Decide Most Deals');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('copies the link and says so when the Web Share API is missing', async () => {
    const { page } = await openBlog(ARTICLE);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void ((window as { __copied?: string }).__copied = text) },
        configurable: true,
      });
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => alerts).toEqual(['Link copied to clipboard!']);
    expect(await page.evaluate(() => (window as { __copied?: string }).__copied)).toBe(`${baseURL()}${ARTICLE}`);
    await page.context().close();
  });

  it('serves a post the build did not know through the fallback shell: Article Not Found, not indexed', async () => {
    const response = await fetch(`${baseURL()}/blog/no-such-post`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Loading article...');
    expect(html).toContain('noindex');
    expect(html).not.toContain('__PAGE_DATA__');
    const { page, problems } = await openBlog('/blog/no-such-post');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Article Not Found');
    expect(await page.getByText("The article you're looking for doesn't exist or has been removed.").count()).toBe(1);
    await expect(page.locator('main').getByRole('link', { name: /Back to Blog/ }).getAttribute('href')).resolves.toBe('/blog');
    await expect.poll(() => page.title()).toBe('Article Not Found | Automata Labs');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('never serves an unpublished draft', async () => {
    const { page } = await openBlog('/blog/clean-crm-before-ai');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Article Not Found');
    await page.context().close();
  });
});

describe('blog code stays on blog pages', () => {
  it('keeps supabase-js and the markdown pipeline out of the first bundle of every other page', () => {
    const manifest = readBuildManifest(dist);
    const report = readBuildReport(dist);
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const firstLoad = staticClosure(manifest, [entry]).js;
    const text = [...firstLoad].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
    // Strings only these libraries contain: PostgREST's error codes and the markdown tokenizer.
    expect(text).not.toMatch(/PGRST|postgrest|micromark|mdast|hast-util/i);
    expect(firstLoad).not.toContain(manifest['src/blog/source/supabase.ts']!.file);
    expect(firstLoad).not.toContain(manifest['src/blocks/BlogArticle/BlogArticle.tsx']!.file);
    expect(report.some((r) => r.path === '/about')).toBe(true);
  });
});

describe('blog search engines and accessibility', () => {
  it('lists the blog and every published post in the sitemap, drafts not', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]+\/blog<\/loc>/);
    expect(sitemap).toContain('/blog/speed-to-lead</loc>');
    expect(sitemap).toContain('/blog/ai-chatbot-lead-qualification</loc>');
    expect(sitemap).not.toContain('clean-crm-before-ai');
    expect(sitemap).not.toContain('_fallback');
  });

  for (const width of [375, 1280]) {
    it.each(['/blog', ARTICLE, '/blog/no-such-post'])(`%s has no WCAG 2.2 AA violation at ${width} px and does not scroll sideways`, async (route) => {
      const { page } = await openBlog(route, width);
      await page.waitForLoadState('networkidle');
      await page.locator('main h1').first().waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('has no WCAG violation in the empty state', async () => {
    const { page } = await openBlog('/blog?q=nothing+matches+this');
    await page.getByRole('button', { name: 'Clear filters' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
