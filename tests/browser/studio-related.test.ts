import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadBlogPosts } from '../../scripts/content/blog-posts.ts';
import { openStudio, type StudioSite, WAIT, useStudioSite } from '../support/studio.ts';
import { axeViolations } from './harness.ts';

// Issue 31: "The preview renders the post exactly as the site will, related articles included."
let browser: Browser;
let site: StudioSite;

useStudioSite((b, s) => {
  browser = b;
  site = s;
});

describe('the preview of a post', () => {
  it('shows the related articles the site shows under it', async () => {
    const posts = loadBlogPosts(site.copy.dir).posts.filter((p) => p.published);
    const post = posts.find((p) => p.tags?.length && posts.some((o) => o !== p && o.tags?.some((t) => p.tags!.includes(t))))!;
    const shares = (p: (typeof posts)[number], tags: string[]) => p !== post && (p.tags ?? []).some((t) => tags.includes(t));
    const { page, problems, preview } = await openStudio(browser, site, `content/blog/${post.slug}.md`);
    const titles = () => preview().locator('.blog-related__list a').allTextContents();
    const expected = posts.filter((p) => shares(p, post.tags!)).sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at)).slice(0, 3);
    await expect.poll(async () => (await titles()).join('\n'), WAIT).toContain(expected[0]!.title);
    for (const p of expected) expect((await titles()).some((t) => t.includes(p.title))).toBe(true);

    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
