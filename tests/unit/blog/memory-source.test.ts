import { describe, expect, it } from 'vitest';
import { createMemorySource } from '../../../src/blog/source/memory.ts';
import { RELATED_COLUMNS } from '../../../src/blog/types.ts';
import { samplePosts } from './sample-posts.ts';

const source = createMemorySource(samplePosts);

describe('the embedded (in-memory) blog source', () => {
  it('lists published posts only, newest first', async () => {
    expect((await source.list()).map((p) => p.id)).toEqual([7, 6, 4, 3, 2, 1]);
  });
  it('finds a published post by slug and never a draft', async () => {
    await expect(source.article('voice-clinics')).resolves.toMatchObject({ status: 'found', post: { id: 2 } });
    await expect(source.article('draft-chatbots')).resolves.toEqual({ status: 'not-found', message: 'Blog post not found' });
    await expect(source.article('nothing')).resolves.toEqual({ status: 'not-found', message: 'Blog post not found' });
  });
  it('relates up to 3 other published posts sharing a tag, newest first, with the related columns only', async () => {
    const related = await source.related(samplePosts[0]!);
    expect(related.map((p) => p.id)).toEqual([7, 6, 3]);
    expect(Object.keys(related[0]!).sort()).toEqual([...RELATED_COLUMNS].sort());
  });
  it('relates nothing to a post without tags', async () => {
    await expect(source.related(samplePosts[3]!)).resolves.toEqual([]);
  });
  it('gives the slugs of published posts for prerendering', async () => {
    await expect(source.publishedSlugs()).resolves.not.toContain('draft-chatbots');
  });
});
