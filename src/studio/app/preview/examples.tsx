import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import posts from 'virtual:blog-posts';
import type { Block } from '../../../generated/content.ts';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { PrerenderCollector } from '../../../routing/prerendered.tsx';
import { prepareBlock } from '../../../../scripts/content/prepare.ts';
import { blockTypes } from '../schemas/index.ts';

/** What the palette shows: each kind of section's example as finished HTML, and the site's styles for it. */
export interface Examples {
  kind: 'examples';
  css: string;
  html: Record<string, string>;
}

/**
 * The address an example is shown at: a blog article needs a post to show (the newest published
 * one, a real-looking article); every other block shows the same anywhere.
 */
const addressFor = (type: string): string => (type === 'blog-article' && posts[0] ? `/blog/${encodeURIComponent(posts[0].slug)}` : '/');

async function html(block: Block, address: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={address}>
      <PrerenderCollector value={{}}>
        <BlockList blocks={[block]} />
      </PrerenderCollector>
    </StaticRouter>,
    // Everything in place in one document: no pieces left for a script to swap in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Every block type's first schema example rendered once, as the build renders pages (blocks that
 * load data, such as the blog's, wait for it), in this one frame. The palette then shows each as a
 * still picture of HTML and CSS: no script runs per thumbnail, so all of them appear at once.
 */
export async function renderExamples(): Promise<Examples> {
  const entries = await Promise.all(
    blockTypes.map(async (b): Promise<[string, string]> => {
      try {
        return [b.type, await html(prepareBlock(b.example as unknown as Block), addressFor(b.type))];
      } catch {
        return [b.type, ''];
      }
    }),
  );
  // Each block brought its stylesheet in as it loaded (in the dev server, a <style> element each).
  const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('\n');
  return { kind: 'examples', css, html: Object.fromEntries(entries) };
}
