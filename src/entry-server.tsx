import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { App } from './App.tsx';
import { RenderedBlocks } from './blocks/BlockList.tsx';
import { FallbackShell } from './routing/FallbackShell.tsx';
import { buildHead, type HeadData } from './head/buildHead.ts';
import { loadPage, routeFor, seedPage, type EmbeddedPage } from './routing/pageStore.ts';

export interface RenderResult {
  html: string;
  head: HeadData;
  data: EmbeddedPage;
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
  const { prelude } = await prerender(
    <StrictMode>
      <FallbackShell value={options.fallbackShell ?? false}>
        <RenderedBlocks value={blockTypes}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </RenderedBlocks>
      </FallbackShell>
    </StrictMode>,
  );
  return {
    html: await streamToString(prelude),
    head: buildHead(page, site, url),
    data: { route: module.route, page },
    blockTypes: [...blockTypes],
    status: module.route === '*' ? 404 : 200,
  };
}

export { site };
