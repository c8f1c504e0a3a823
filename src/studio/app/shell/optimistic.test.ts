import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { Page } from '../../../generated/content.ts';
import type { BlogPost } from '../../../blog/types.ts';
import { optimisticPage, optimisticPost } from './optimistic.ts';

const hero = { type: 'hero', headline: 'Checked' };
const prose = { type: 'prose', updated: '2026-01-01', markdown: '## One' };
const checkedPage = { seo: { title: 't', description: 'd' }, blocks: [hero, prose] };
const prepared = { seo: checkedPage.seo, blocks: [hero, { ...prose, document: [{ tag: 'h2', id: 'one', children: ['One'] }] }] } as unknown as Page;
const text = stringify(checkedPage);

describe('the preview before the check answers', () => {
  it('keeps prepared blocks that did not change and prepares an edited one here', () => {
    const edited = { ...checkedPage, blocks: [{ ...hero, headline: 'Typed' }, { ...prose, markdown: '## Two' }] };
    const page = optimisticPage(edited, prepared, text);
    expect(page.blocks[0]).toMatchObject({ headline: 'Typed' });
    expect(JSON.stringify(page.blocks[1])).toContain('Two');
  });

  it('follows a move and leaves a block with a claim to the checker', () => {
    const moved = { ...checkedPage, blocks: [prose, { ...hero, headline: '{{people}} helped' }] };
    const page = optimisticPage(moved, prepared, text);
    expect(page.blocks[0]).toBe(prepared.blocks[1]);
    expect(page.blocks[1]).toBe(prepared.blocks[1]);
  });

  it('shows the typed words of a post over the checked one', () => {
    const post = { title: 'Old', slug: 's', content: 'Old body', reading_time: 3 } as unknown as BlogPost;
    const out = optimisticPost({ title: 'New', slug: 's' }, 'New body', post, '---\ntitle: Old\nslug: s\n---\nOld body');
    expect(out).toMatchObject({ title: 'New', content: 'New body', reading_time: 3 });
  });
});
