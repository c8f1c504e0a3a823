import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogPostPaths, staticPathsFor } from '../../../scripts/build/static-paths.ts';
import { publishedPosts } from '../../support/content.ts';
import { createFakePostgrest } from './postgrest-fake.ts';
import { samplePosts } from './sample-posts.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the addresses prerendered for /blog/:slug', () => {
  it('are the published posts of content/blog without Supabase', async () => {
    const entries = await blogPostPaths({});
    const paths = entries.map((e) => e.path);
    // Each post is dated by its own file's last change, for the sitemap.
    expect(entries.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.lastmod ?? ''))).toBe(true);
    expect(paths).toEqual(publishedPosts().map((p) => `/blog/${p.slug}`));
    expect(await staticPathsFor('/blog/:slug')).toEqual(expect.arrayContaining(entries));
    // The build hands over the posts its content check read: the same addresses, without reading content/blog again.
    const [first, ...rest] = publishedPosts();
    const handed = [...rest, { ...first!, published: false }];
    expect((await staticPathsFor('/blog/:slug', handed)).map((e) => e.path)).toEqual(rest.map((p) => `/blog/${p.slug}`));
  });

  it('are the published slugs read from Supabase when it is configured for the build', async () => {
    const fake = createFakePostgrest(samplePosts);
    vi.stubGlobal('fetch', fake.fetch);
    const entries = await blogPostPaths({ VITE_SUPABASE_URL: 'https://demo.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' });
    expect(entries.map((e) => e.path)).toEqual(['/blog/outreach', '/blog/whatsapp-guide', '/blog/untagged', '/blog/reply-fast', '/blog/voice-clinics', '/blog/chatbots-qualify']);
    expect(fake.requests[0]!.url.toString()).toBe('https://demo.supabase.co/rest/v1/blogs?select=slug&published=eq.true&order=published_at.desc');
  });

  it('stop the build with a clear message when Supabase cannot be read', async () => {
    vi.stubGlobal('fetch', createFakePostgrest([], { failWith: 401 }).fetch);
    await expect(blogPostPaths({ VITE_SUPABASE_URL: 'https://demo.supabase.co', VITE_SUPABASE_ANON_KEY: 'wrong' })).rejects.toThrow(
      /Could not read the published posts from Supabase \(https:\/\/demo\.supabase\.co\)/,
    );
  });
});
