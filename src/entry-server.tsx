import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { App } from './App.tsx';
import { RenderedBlocks } from './blocks/BlockList.tsx';
import { FallbackShell } from './routing/FallbackShell.tsx';
import { buildHead, type HeadData } from './head/buildHead.ts';
import { HeadOverrideCollectorProvider, type HeadOverrideCollector } from './head/HeadOverride.tsx';
import { BLOG_DATA_FIELD, BlogDataCollector, type BlogSnapshot } from './blog/prerendered.tsx';
import { loadPage, routeFor, seedPage, type EmbeddedPage } from './routing/pageStore.ts';

export interface RenderResult {
  html: string;
  head: HeadData;
  /** The page, plus what the blog blocks loaded (for hydration). */
  data: EmbeddedPage & { [BLOG_DATA_FIELD]?: BlogSnapshot };
  /** Block types the page rendered (their lazy chunks are preloaded). */
  blockTypes: string[];
  status: number;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Renders one address to HTML, waiting for every lazy block so the output is complete. */
export async function render(url: string, options: { fallbackShell?: boolean } = {}): Promise<RenderResult> {
  const module = routeFor(url);
  if (!module) throw new Error(`No page serves ${url} and there is no 404 page`);
  const page = await loadPage(module);
  seedPage(module.route, page);
  const blockTypes = new Set<string>();
  const headOverride: HeadOverrideCollector = {};
  const blogData: BlogSnapshot = {};
  const { prelude } = await prerender(
    <StrictMode>
      <FallbackShell value={options.fallbackShell ?? false}>
        <RenderedBlocks value={blockTypes}>
          <HeadOverrideCollectorProvider value={headOverride}>
            <BlogDataCollector value={blogData}>
              <StaticRouter location={url}>
                <App />
              </StaticRouter>
            </BlogDataCollector>
          </HeadOverrideCollectorProvider>
        </RenderedBlocks>
      </FallbackShell>
    </StrictMode>,
    // Never outline large Suspense content into a hidden div swapped in by script: the page must be
    // complete and in place for visitors and crawlers without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await streamToString(prelude),
    head: buildHead(page, site, url, headOverride.override),
    data: { route: module.route, page, ...(Object.keys(blogData).length ? { [BLOG_DATA_FIELD]: blogData } : {}) },
    blockTypes: [...blockTypes],
    status: module.route === '*' ? 404 : 200,
  };
}

export { site };
