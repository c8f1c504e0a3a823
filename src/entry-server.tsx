import { StrictMode } from 'react';
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
  const blockTypes = new Set<string>();
  const headOverride: HeadOverrideCollector = {};
  const results: PrerenderedResults = {};
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <FallbackShell value={options.fallbackShell ?? false}>
          <RenderedBlocks value={blockTypes}>
            <HeadOverrideCollectorProvider value={headOverride}>
              <PrerenderCollector value={results}>
                <StaticRouter location={url}>
                  <App />
                </StaticRouter>
              </PrerenderCollector>
            </HeadOverrideCollectorProvider>
          </RenderedBlocks>
        </FallbackShell>
      </StrictMode>,
      // Never outline large Suspense content into a hidden div swapped in by script: the page must be
      // complete and in place for visitors and crawlers without JavaScript.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return {
      html: await new Response(prelude).text(),
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
