import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildManifest, readBuildReport } from '../../scripts/build/build-info.ts';
import type { BlogPost } from '../../src/blog/types.ts';
import { cardPath } from '../../src/head/card.ts';
import type { BlogArticleBlock, BlogListBlock } from '../../src/generated/content.ts';
import { blockOf, blogPosts, documentedDefaults, pageAt, publishedPosts, site } from '../support/content.ts';
import { escapeRegExp, longDate, markdownText } from '../support/shown.ts';
import { axeViolations, baseURL, hydrated, launch, layoutShift, open, recordLayoutShifts, scrollsSideways, shiftsMoved } from './harness.ts';

// The build under test uses the embedded posts (content/blog/*.md); the posts and the wording of the
// blog pages are read from the content (tests/support/content.ts), never written here.
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const list = { ...documentedDefaults('blog-list'), ...blockOf('/blog', 'blog-list') } as Required<BlogListBlock>;
const words = { ...documentedDefaults('blog-article'), ...blockOf('/blog/:slug', 'blog-article') } as Required<BlogArticleBlock>;
const published = publishedPosts();
const draft = blogPosts().find((p) => !p.published);
const relatedTo = (post: BlogPost) => published.filter((p) => p !== post && (p.tags ?? []).some((t) => post.tags?.includes(t)));
/** The spec's filters: search is a case-insensitive part of the title or excerpt, topic an exact tag. */
const matching = (q: string, topic = '') =>
  published.filter((p) => (!q || `${p.title}\n${p.excerpt}`.toLowerCase().includes(q.toLowerCase())) && (!topic || p.tags?.includes(topic)));
/** Card titles as the list shows them: featured posts first, each group newest first. */
const titles = (posts: BlogPost[]) => [...posts.filter((p) => p.featured), ...posts.filter((p) => !p.featured)].map((p) => p.title);
/** A word of a post's title that finds that post alone (within a topic, when given). */
const findingWord = (post: BlogPost, topic = '') => post.title.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 4 && matching(w, topic).length === 1);
const headTitle = (post: BlogPost) => post.meta_title || `${post.title} | ${site().name}`;

// The article under test has sections, a list and bold text in its body, and three related posts.
const article = published.find((p) => relatedTo(p).length >= 3 && /^#{1,3} /m.test(p.content) && /^- /m.test(p.content) && /\*\*/.test(p.content))!;
const ARTICLE = `/blog/${article.slug}`;
// A topic some posts have and others not, with a post in it that one of its words finds alone.
const topicCase = published
  .flatMap((p) => (p.tags ?? []).map((topic) => ({ post: p, topic, word: findingWord(p, topic) })))
  .find(({ topic, word }) => word && matching('', topic).length < published.length && matching('', topic).length > 1)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cardTitles = (page: Page, scope = 'main') => page.locator(`${scope} article h3`).allTextContents();
const section = (page: Page, heading: string) => page.locator('.blog-list__group', { has: page.getByRole('heading', { level: 2, name: heading }) });
const search = (page: Page) => page.getByRole('searchbox', { name: list.searchLabel });
/**
 * The list and the article wake on the first touch (the list also as the page loads with filters in
 * its address), and load React then: the first answer waits for that, as hydrated() does for the page, not for a poll's one second.
 * In CI, with two test files loading pages at once on two cores, waking once took longer than that.
 */
const awake = (page: Page, block: 'blog-list' | 'blog-article') => page.waitForSelector(`site-island[data-block="${block}"][data-hydrated]`, { state: 'attached', timeout: 15_000 });
const listAwake = (page: Page) => awake(page, 'blog-list');
const topic = (page: Page) => page.getByRole('combobox', { name: list.topicLabel });

async function openBlog(route = '/blog', width = 1280) {
  const opened = await open(browser, route, { width });
  await hydrated(opened.page);
  return opened;
}

describe('blog list', () => {
  it('is prerendered with featured and latest posts, and no draft', async () => {
    const { page } = await open(browser, '/blog', { javaScript: false });
    expect(await page.title()).toBe(pageAt('/blog').seo.title);
    expect(await section(page, list.featuredHeading).locator('article').count()).toBe(published.filter((p) => p.featured).length);
    expect(await section(page, list.latestHeading).locator('article').count()).toBe(published.filter((p) => !p.featured).length);
    expect(await cardTitles(page)).toEqual(titles(published));
    if (draft) expect(await cardTitles(page)).not.toContain(draft.title);
    const card = page.locator('article', { has: page.getByRole('link', { name: article.title }) });
    await expect(card.getByRole('link').getAttribute('href')).resolves.toBe(ARTICLE);
    expect(await card.textContent()).toMatch(new RegExp(`${escapeRegExp(longDate(article.published_at))}.*${article.reading_time} min read`));
    expect(await card.textContent()).toContain(list.readMoreLabel);
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
    const { post, topic: tag, word } = topicCase;
    const alone = published.map((p) => ({ p, w: findingWord(p) })).find(({ w }) => w)!;
    await search(page).fill(alone.w!.toLowerCase());
    await listAwake(page);
    await expect.poll(() => cardTitles(page)).toEqual([alone.p.title]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(alone.w!.toLowerCase());
    await search(page).fill('');
    await topic(page).selectOption(tag);
    await expect.poll(() => cardTitles(page)).toEqual(titles(matching('', tag)));
    const featuredShown = (posts: BlogPost[]) => (posts.some((p) => p.featured) ? 1 : 0);
    expect(await page.getByRole('heading', { name: list.featuredHeading, exact: true }).count()).toBe(featuredShown(matching('', tag)));
    await search(page).fill(word!);
    await expect.poll(() => cardTitles(page)).toEqual([post.title]);
    expect(await page.getByRole('heading', { name: list.featuredHeading, exact: true }).count()).toBe(featuredShown([post]));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ topic: tag, q: word });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('restores a shared filtered address on load and after a reload', async () => {
    const { post, topic: tag, word } = topicCase;
    const { page, problems } = await openBlog(`/blog?${new URLSearchParams({ q: word!, topic: tag })}`);
    await listAwake(page);
    await expect.poll(() => cardTitles(page)).toEqual([post.title]);
    await expect(search(page).inputValue()).resolves.toBe(word);
    await expect(topic(page).inputValue()).resolves.toBe(tag);
    await page.reload();
    await hydrated(page);
    await listAwake(page);
    await expect.poll(() => cardTitles(page)).toEqual([post.title]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the no-match message and clears the filters', async () => {
    const { page } = await openBlog();
    expect(matching('quantum blockchain')).toEqual([]);
    await search(page).fill('quantum blockchain');
    await page.getByText(list.noMatchText, { exact: true }).waitFor();
    await page.getByRole('button', { name: list.clearFiltersLabel }).click();
    await expect.poll(() => cardTitles(page)).toEqual(titles(published));
    expect(new URL(page.url()).search).toBe('');
    await expect(search(page).inputValue()).resolves.toBe('');
    await page.context().close();
  });

  it('opens an article from its card, its own prerendered page', async () => {
    const { page, problems } = await openBlog();
    await page.getByRole('link', { name: article.title }).click();
    await page.waitForURL(`**${ARTICLE}`);
    expect(await page.locator('h1').textContent()).toBe(article.title);
    expect(await page.title()).toBe(headTitle(article));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a search typed before the list woke, and lists what it finds', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    // Hold React: the list has woken on the first key but cannot answer yet.
    let release!: () => void;
    const reactMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(hydrate|react)-[\w-]+\.js$/, async (route) => {
      await reactMayLoad;
      await route.continue();
    });
    await page.goto(baseURL() + '/blog', { waitUntil: 'load' });
    await hydrated(page);
    const alone = published.map((p) => ({ p, w: findingWord(p) })).find(({ w }) => w)!;
    await search(page).pressSequentially(alone.w!.toLowerCase());
    expect(await page.locator('site-island[data-block="blog-list"]').getAttribute('data-hydrated')).toBeNull();
    release();
    await listAwake(page);
    await expect.poll(() => cardTitles(page)).toEqual([alone.p.title]);
    await expect(search(page).inputValue()).resolves.toBe(alone.w!.toLowerCase());
    expect(new URL(page.url()).searchParams.get('q')).toBe(alone.w!.toLowerCase());
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('an article page', () => {
  it('is prerendered with its head: title, description, canonical, Open Graph article and BlogPosting', async () => {
    const { page } = await open(browser, ARTICLE, { javaScript: false });
    expect(await page.title()).toBe(headTitle(article));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(article.meta_description || article.excerpt);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${escapeRegExp(ARTICLE)}$`));
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    // Shared with its own card; the post's picture is its BlogPosting's image.
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(new RegExp(`${escapeRegExp(cardPath(ARTICLE))}$`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: article.title, datePublished: article.published_at });
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe(article.title);
    await page.context().close();
  });

  it('shows the post, its body, the call to action and related articles', async () => {
    const { page, problems } = await openBlog(ARTICLE);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: new RegExp(escapeRegExp(words.backLabel)) }).getAttribute('href')).resolves.toBe('/blog');
    const meta = await main.locator('.blog-article__meta').textContent();
    expect(meta).toMatch(new RegExp(`${escapeRegExp(article.author)}.*${escapeRegExp(longDate(article.published_at))}.*${article.reading_time} min read`));
    expect(await main.locator('.blog-article__excerpt').textContent()).toBe(article.excerpt);
    expect(await main.getByRole('list', { name: 'Topics' }).first().textContent()).toContain(article.tags![0]);
    // The article's # headings are its sections (h2 under the title's h1).
    const body = markdownText(article.content, 1);
    expect(await main.locator('.article-body h2').allTextContents()).toEqual(body.headings);
    expect(await main.locator('.article-body li').count()).toBe(body.listItems);
    expect(await main.locator('.article-body strong').count()).toBe(body.bold);
    await expect(main.getByRole('link', { name: words.ctaButton.label, exact: true }).getAttribute('href')).resolves.toBe(words.ctaButton.href);
    expect(await main.getByRole('heading', { name: words.ctaHeading, exact: true }).count()).toBe(1);
    const related = page.locator('.blog-related article');
    expect(await related.count()).toBe(3);
    expect(await page.locator('.blog-related h3').allTextContents()).toEqual(relatedTo(article).slice(0, 3).map((p) => p.title));
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
    await page.getByRole('button', { name: words.shareLabel }).click();
    // The click wakes the article (React loads then) and is replayed once it has: wait for that, not a poll's one second.
    await awake(page, 'blog-article');
    await expect.poll(() => alerts).toEqual([words.copiedMessage]);
    expect(await page.evaluate(() => (window as { __copied?: string }).__copied)).toBe(`${baseURL()}${ARTICLE}`);
    await page.context().close();
  });

  it('serves a post the build did not know through the fallback shell: not found, not indexed', async () => {
    const response = await fetch(`${baseURL()}/blog/no-such-post`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(words.loadingText);
    expect(html).toContain('noindex');
    expect(html).not.toContain('__PAGE_DATA__');
    const { page, problems } = await openBlog('/blog/no-such-post');
    await expect.poll(() => page.locator('h1').textContent()).toBe(words.notFoundHeading);
    expect(await page.getByText(words.notFoundText, { exact: true }).count()).toBe(1);
    await expect(page.locator('main').getByRole('link', { name: new RegExp(escapeRegExp(words.backLabel)) }).getAttribute('href')).resolves.toBe('/blog');
    await expect.poll(() => page.title()).toBe(`${words.notFoundHeading} | ${site().name}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // The shell first shows "Loading article..."; the post, or its not-found message, replaces it.
  it('does not move the page when the shell shows a post or its not-found message, at 375 and 1280 px', async () => {
    const shell = readFileSync(path.join(dist, 'blog/_fallback.html'), 'utf8');
    for (const width of [375, 1280]) {
      for (const [route, heading] of [['/blog/no-such-post', words.notFoundHeading], [ARTICLE, article.title]] as const) {
        const { page, problems } = await open(browser, route, {
          width,
          height: width === 375 ? 812 : 900,
          // As the host answers for a post the build never saw.
          before: (p) => Promise.all([p.route(baseURL() + route, (r) => r.fulfill({ contentType: 'text/html', body: shell })), recordLayoutShifts(p)]),
        });
        await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(heading);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await layoutShift(page), `${route} at ${width} px\n${await shiftsMoved(page)}`).toBe(0);
        expect(problems, `${route} at ${width} px`).toEqual([]);
        await page.context().close();
      }
    }
  });

  // A slow phone may paint the shell before the parser has read the loading line's words (seen in CI
  // under load): the line must not move when they arrive.
  it('keeps the loading line where it is whether or not its words have been read yet', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.route(/\.js$/, (r) => r.abort());
    await page.goto(baseURL() + '/blog/_fallback');
    const line = page.locator('main [role="status"]');
    expect(await line.textContent()).toBe(words.loadingText);
    const before = await line.boundingBox();
    await line.evaluate((p) => (p.textContent = ''));
    expect((await line.boundingBox())?.y).toBe(before!.y);
    await context.close();
  });

  // A post's hydration says its head again, the publisher's country included. Looking that name up
  // in the browser's region names was a 30 ms task on Lighthouse's phone CPU, in the middle of it. The
  // build looked it up already, also when it found no code (the content proof's invented countries).
  it('hydrates a post without loading the browser\'s region names, with the same publisher', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      const Names = Intl.DisplayNames;
      class Counted extends Names {
        constructor(...args: ConstructorParameters<typeof Names>) {
          super(...args);
          document.documentElement.dataset.regionNames = 'loaded';
        }
      }
      Object.defineProperty(Intl, 'DisplayNames', { value: Counted });
    });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    await page.goto(baseURL() + ARTICLE);
    const publisher = () => page.locator('script[type="application/ld+json"]').first().evaluate((s) => JSON.parse(s.textContent ?? '{}').publisher);
    const built = await publisher();
    expect(built).toMatchObject({ name: site().name, address: { addressCountry: expect.any(String) } });
    await page.getByRole('button', { name: words.shareLabel }).focus();
    await awake(page, 'blog-article');
    expect(await page.locator('html').getAttribute('data-region-names')).toBeNull();
    expect(await publisher()).toEqual(built);
    await context.close();
  });

  // Runs while content/blog holds a draft (published: false), as it does today.
  it.runIf(draft)('never serves an unpublished draft', async () => {
    const { page } = await openBlog(`/blog/${draft!.slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(words.notFoundHeading);
    await page.context().close();
  });
});

describe('blog code stays on blog pages', () => {
  it('keeps supabase-js, the markdown pipeline and the blog blocks out of every other page, first load or islands', () => {
    const manifest = readBuildManifest(dist);
    const report = readBuildReport(dist);
    const others = report.filter((r) => !r.path.startsWith('/blog'));
    expect(others.some((r) => r.path === '/about')).toBe(true);
    const files = new Set(others.flatMap((r) => [...r.files, ...r.islands.flatMap((i) => i.files), ...(r.react?.files ?? [])]));
    const text = [...files].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
    // Strings only these libraries contain: PostgREST's error codes and the markdown tokenizer.
    expect(text).not.toMatch(/PGRST|postgrest|micromark|mdast|hast-util/i);
    for (const source of ['src/blog/source/supabase.ts', 'src/blocks/BlogArticle/BlogArticle.tsx', 'src/blocks/BlogList/BlogList.tsx']) expect(files).not.toContain(manifest[source]!.file);
  });
});

describe('blog search engines and accessibility', () => {
  it('lists the blog and every published post in the sitemap, drafts not', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]+\/blog<\/loc>/);
    for (const post of published) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    for (const post of blogPosts().filter((p) => !p.published)) expect(sitemap).not.toContain(`/blog/${post.slug}<`);
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
    await page.getByRole('button', { name: list.clearFiltersLabel }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
