import { describe, expect, it } from 'vitest';
import { arrayLiteral, createBlogClient, createSupabaseSource } from '../../../src/blog/source/supabase.ts';
import { RELATED_COLUMNS } from '../../../src/blog/types.ts';
import { createFakePostgrest } from './postgrest-fake.ts';
import { samplePosts } from './sample-posts.ts';

const URL_BASE = 'https://demo-project.supabase.co';
const KEY = 'public-anon-key';

function setup(options: Parameters<typeof createFakePostgrest>[1] = {}) {
  const fake = createFakePostgrest(samplePosts, options);
  const source = createSupabaseSource(createBlogClient(URL_BASE, KEY, fake.fetch as typeof fetch));
  const last = () => fake.requests.at(-1)!;
  const query = () => [...last().url.searchParams].map(([k, v]) => `${k}=${v}`).join('&');
  return { fake, source, last, query };
}

describe('the Supabase blog source (against a PostgREST-faithful fetch)', () => {
  it('lists all columns of published posts, newest first, with the project key', async () => {
    const { source, last, query } = setup();
    const posts = await source.list();
    expect(last().method).toBe('GET');
    expect(last().url.origin + last().url.pathname).toBe(`${URL_BASE}/rest/v1/blogs`);
    expect(query()).toBe('select=*&published=eq.true&order=published_at.desc');
    expect(last().headers.get('apikey')).toBe(KEY);
    expect(last().headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(posts.map((p) => p.id)).toEqual([7, 6, 4, 3, 2, 1]);
    expect(posts[0]).toHaveProperty('content');
  });

  it('rejects the list when the backend fails', async () => {
    const { source } = setup({ failWith: 500 });
    await expect(source.list()).rejects.toThrow('internal error');
  });

  it('reads one published article by slug as a single object', async () => {
    const { source, last, query } = setup();
    const result = await source.article('reply-fast');
    expect(query()).toBe('select=*&slug=eq.reply-fast&published=eq.true');
    expect(last().headers.get('Accept')).toBe('application/vnd.pgrst.object+json');
    expect(result).toMatchObject({ status: 'found', post: { id: 3, title: 'Speed to lead' } });
  });

  it('maps PGRST116 (no row: missing or unpublished) to not found, anything else to failed', async () => {
    const { source } = setup();
    await expect(source.article('no-such-post')).resolves.toEqual({ status: 'not-found', message: 'Blog post not found' });
    await expect(source.article('draft-chatbots')).resolves.toEqual({ status: 'not-found', message: 'Blog post not found' });
    const broken = setup({ failWith: 500 });
    await expect(broken.source.article('reply-fast')).resolves.toEqual({ status: 'failed', message: 'Failed to load blog post' });
  });

  it('answers an address a live post had before (previous_slugs) with the post, and only a published one', async () => {
    const moved = samplePosts.map((p) => (p.slug === 'reply-fast' ? { ...p, previous_slugs: ['speed-to-lead-old'] } : p));
    const fake = createFakePostgrest(moved);
    const source = createSupabaseSource(createBlogClient(URL_BASE, KEY, fake.fetch as typeof fetch));
    const result = await source.article('speed-to-lead-old');
    expect([...fake.requests.at(-1)!.url.searchParams].map(([k, v]) => `${k}=${v}`).join('&')).toBe('select=*&previous_slugs=cs.{speed-to-lead-old}&published=eq.true&limit=1');
    expect(result).toMatchObject({ status: 'found', post: { id: 3, slug: 'reply-fast' } });
    const hidden = createFakePostgrest(moved.map((p) => (p.slug === 'reply-fast' ? { ...p, published: false } : p)));
    const none = createSupabaseSource(createBlogClient(URL_BASE, KEY, hidden.fetch as typeof fetch));
    await expect(none.article('speed-to-lead-old')).resolves.toEqual({ status: 'not-found', message: 'Blog post not found' });
  });

  it('asks for related posts exactly as the spec says: shared tags, not itself, published, newest 3', async () => {
    const { source, query } = setup();
    const post = samplePosts[2]!;
    const related = await source.related(post);
    expect(query()).toBe(
      'select=id,title,slug,excerpt,featured_image,reading_time,published_at&published=eq.true&id=neq.3&tags=ov.{Lead Capture,Sales,Autopilot,Strategy}&order=published_at.desc&limit=3',
    );
    expect(related.map((p) => p.id)).toEqual([7, 2, 1]);
    expect(Object.keys(related[0]!).sort()).toEqual([...RELATED_COLUMNS].sort());
  });

  it('does not ask for related posts when the post has no tags', async () => {
    const { source, fake } = setup();
    await expect(source.related(samplePosts[3]!)).resolves.toEqual([]);
    await expect(source.related({ ...samplePosts[3]!, tags: null })).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('counts a view through the increment_blog_views function', async () => {
    const { source, fake, last } = setup({ hasIncrementFunction: true });
    await source.incrementViews(samplePosts[1]!);
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/rest/v1/rpc/increment_blog_views');
    expect(last().body).toEqual({ post_id: 2 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.table.find((r) => r.id === 2)!.views).toBe(11);
  });

  it('falls back to writing the value read plus one when the database lacks the function (PGRST202)', async () => {
    const { source, fake, last } = setup({ hasIncrementFunction: false });
    await source.incrementViews({ ...samplePosts[1]!, views: 41 });
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(decodeURIComponent(last().url.search)).toBe('?id=eq.2');
    expect(last().body).toEqual({ views: 42 });
    expect(fake.table.find((r) => r.id === 2)!.views).toBe(42);
  });

  it('reports other counting failures without writing anything', async () => {
    const { source, fake } = setup({ failWith: 500 });
    await expect(source.incrementViews(samplePosts[1]!)).rejects.toThrow();
    expect(fake.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it('lists the published slugs for prerendering', async () => {
    const { source, query } = setup();
    await expect(source.publishedSlugs()).resolves.toEqual(['outreach', 'whatsapp-guide', 'untagged', 'reply-fast', 'voice-clinics', 'chatbots-qualify']);
    expect(query()).toBe('select=slug&published=eq.true&order=published_at.desc');
  });
});

describe('arrayLiteral', () => {
  it('quotes only the tags that need it', () => {
    expect(arrayLiteral(['Sales', 'AI Assistants'])).toBe('{Sales,AI Assistants}');
    expect(arrayLiteral(['A, B', 'say "hi"', 'null'])).toBe('{"A, B","say \\"hi\\"","null"}');
  });
});
