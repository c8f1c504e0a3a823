import { describe, expect, it } from 'vitest';
import { blockTypeOf } from '../schemas/index.ts';
import { fieldPlace } from './labels.ts';

describe('fields named for people', () => {
  it('names a section by its place and kind, then the field by its title', () => {
    const hero = blockTypeOf('hero')!;
    const data = { blocks: [{ type: 'hero', headline: 'x' }] };
    const headline = (hero.schema.properties as Record<string, { title: string }>).headline!.title;
    expect(fieldPlace('page', 'page.schema.json', data, ['data', 'blocks', 0, 'headline'])).toBe(`Section 1 (${hero.title}) › ${headline}`);
    expect(fieldPlace('page', 'page.schema.json', data, ['data', 'seo', 'title'])).toMatch(/^Search and sharing › /);
    expect(fieldPlace('post', 'blog-post.schema.json', {}, ['body'])).toBe('Article text');
  });
});
