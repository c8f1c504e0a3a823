import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { App } from './App.tsx';
import { RenderedBlocks } from './blocks/BlockList.tsx';
import { buildHead, type HeadData } from './head/buildHead.ts';
import { HeadOverrideCollectorProvider, type HeadOverrideCollector } from './head/HeadOverride.tsx';
import { FallbackShell } from './routing/FallbackShell.tsx';
import { forgetPage, seedPage, type PageData } from './routing/pageStore.ts';
import { PrerenderCollector, type PrerenderedResults } from './routing/prerendered.tsx';

/** How React marks a Suspense boundary it could not finish on the server. */
const CLIENT_RENDERED = '<!--$!';

export interface RenderResult {
  html: string;
  head: HeadData;
  /** The page's data plus what its blocks loaded (for hydration and client navigations). */
  data: PageData;
  /** Block types the page rendered (their lazy chunks are preloaded). */
  blockTypes: string[];
}

/**
 * Renders one address from its page's data to HTML, waiting for every lazy block so the output is
 * complete. The build hands in the data: the server bundle holds no page content of its own.
 */
export async function render(url: string, data: PageData, options: { fallbackShell?: boolean } = {}): Promise<RenderResult> {
  seedPage(url, data);
  const collect = () => ({ blockTypes: new Set<string>(), headOverride: {} as HeadOverrideCollector, results: {} as PrerenderedResults });
  let found = collect();
  const page = (c: typeof found): ReactNode => (
    <StrictMode>
      <FallbackShell value={options.fallbackShell ?? false}>
        <RenderedBlocks value={c.blockTypes}>
          <HeadOverrideCollectorProvider value={c.headOverride}>
            <PrerenderCollector value={c.results}>
              <StaticRouter location={url}>
                <App />
              </StaticRouter>
            </PrerenderCollector>
          </HeadOverrideCollectorProvider>
        </RenderedBlocks>
      </FallbackShell>
    </StrictMode>
  );
  try {
    // Most pages render in one synchronous pass once the blocks' code has loaded (a thousand pages
    // build several times faster so). A boundary left to the client ($!) means something was still
    // loading (a block's code, the blog's posts): that page is rendered again, waiting for all of it.
    let html = renderToString(page(found));
    if (html.includes(CLIENT_RENDERED)) {
      found = collect();
      // Never outline large Suspense content into a hidden div swapped in by script: the page must be
      // complete and in place for visitors and crawlers without JavaScript.
      const { prelude } = await prerender(page(found), { progressiveChunkSize: Number.POSITIVE_INFINITY });
      html = await new Response(prelude).text();
    }
    const { blockTypes, headOverride, results } = found;
    return {
      html,
      head: buildHead(data.page, site, url, headOverride.override),
      data: Object.keys(results).length ? { ...data, prerendered: results } : data,
      blockTypes: [...blockTypes],
    };
  } finally {
    // One page at a time: a thousand pages' data never piles up in the store.
    forgetPage(url);
  }
}

export { site };
