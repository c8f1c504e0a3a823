import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import site from 'virtual:site';
import { clientOf, entryFor, type BlockProps, type IslandStrategy, type Resume } from './blocks/registry.ts';
import type { Block } from './generated/content.ts';
import { buildHead, type HeadData, type HeadOverride } from './head/buildHead.ts';
import { jsonForScript } from './head/headHtml.ts';
import { HeadOverrideCollectorProvider, type HeadOverrideCollector } from './head/HeadOverride.tsx';
import { IslandContent } from './islands/IslandContent.tsx';
import { islandPrefix, type IslandProps } from './islands/protocol.ts';
import { StaticPage } from './page/StaticPage.tsx';
import { isCurrent } from './shell/Header.tsx';
import { AddressProvider } from './routing/address.tsx';
import { FallbackShell } from './routing/FallbackShell.tsx';
import type { PageData } from './routing/pageStore.ts';
import { PrerenderCollector, type PrerenderedResults } from './routing/prerendered.tsx';

/** How React marks a Suspense boundary it could not finish on the server. */
const CLIENT_RENDERED = '<!--$!';

/** An island of a built page, as the build reports it. */
export interface RenderedIsland {
  type: Block['type'];
  when: IslandStrategy;
  /** Its identifierPrefix, unique on the page. */
  prefix: string;
  /** Its behaviour is a script of its own (no React), rather than its component hydrated with React. */
  script: boolean;
  /** Rendered in the browser rather than hydrated (a fallback shell's). */
  clientOnly: boolean;
  /** An interaction island that wakes at once when the visitor brings state for it. */
  resume?: string;
}

export interface RenderOptions {
  /** The shell a static host serves for addresses of a dynamic route unknown at build time. */
  fallbackShell?: boolean;
  /**
   * The files the browser loads for an island, from the build's manifest: its own (its chunk first,
   * then the chunks it imports) and, for a React island, React's (src/islands/hydrate.tsx first).
   */
  sources?: (island: RenderedIsland) => { own: string[]; runtime?: string[] };
}

export interface RenderResult {
  /** The page's body markup: header, blocks (static ones as HTML, islands with their props), footer. */
  html: string;
  head: HeadData;
  islands: RenderedIsland[];
  /** Block types the page renders. */
  blockTypes: string[];
}

// Each block type's module is asked for once: import() of a module already loaded still goes through
// Node's module loader (resolving the address, finding the module's job), about 20 µs a block of every page.
const components = new Map<keyof BlockProps, Promise<unknown>>();

function componentOf<K extends keyof BlockProps>(type: K): Promise<ComponentType<BlockProps[K]>> {
  // The map holds each type's own component under that type.
  const known = components.get(type) as Promise<ComponentType<BlockProps[K]>> | undefined;
  if (known) return known;
  const loading = entryFor<K>(type)
    .component()
    .then((module) => module.default);
  components.set(type, loading);
  return loading;
}

/**
 * Markup for a tree: in one synchronous pass when nothing in it waits (most pages: a thousand build
 * several times faster so), else waiting for all of it (the blog's posts). Never outlined into
 * hidden elements for a script to reveal: the page is complete and in place without JavaScript.
 */
async function markup(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  try {
    const html = renderToString(tree, { identifierPrefix });
    if (!html.includes(CLIENT_RENDERED)) return html;
  } catch {
    // Something suspended outside a boundary: rendered again below, waiting for it.
  }
  const { prelude } = await prerender(tree, { identifierPrefix, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

const resumeAttribute = (resume: Resume | undefined): string | undefined =>
  resume === undefined ? undefined : 'query' in resume ? `query:${resume.query.join(',')}` : `session:${resume.session}`;

/** The island's files, as the loader reads them (src/islands/start-islands.ts). */
function islandSources(island: RenderedIsland, sources: RenderOptions['sources']) {
  const files = sources?.(island);
  if (!files) return {};
  if (island.script) return { 'data-script': files.own.join(' ') };
  return { 'data-component': files.own.join(' '), 'data-runtime': files.runtime?.join(' ') };
}

/** Where an island's markup goes in the page's: a placeholder no content can produce (content text never holds U+E000). */
const slot = (prefix: string) => `\uE000island:${prefix}\uE000`;

/** Stands for the page's blocks in a shell rendered once (content text never holds U+E000). */
const MAIN_SLOT = '\uE000main\uE000';
// The header and footer, rendered once per way they look: they differ between pages only in which
// menu entries are marked current (and the footer's year), so most pages share one.
const shells = new Map<string, Promise<[string, string]>>();

function shellFor(url: string, address: { pathname: string; search: string; replaceSearch: () => void }): Promise<[string, string]> {
  const { links, button } = site.navigation;
  const key = `${new Date().getFullYear()}|${[...links, button].map((l) => (isCurrent(l.href, url) ? 1 : 0)).join('')}`;
  let shell = shells.get(key);
  if (!shell) {
    const tree = (
      <StrictMode>
        <AddressProvider value={address}>
          <StaticPage pathname={url}>{MAIN_SLOT}</StaticPage>
        </AddressProvider>
      </StrictMode>
    );
    shell = markup(tree).then((html) => {
      const [before, after, more] = html.split(MAIN_SLOT);
      if (after === undefined || more !== undefined) throw new Error('The page shell must hold its main content exactly once.');
      return [before!, after];
    });
    shells.set(key, shell);
  }
  return shell;
}

/**
 * Renders one address from its page's data: the page once, with static blocks as plain HTML, and
 * each island on its own (its own identifierPrefix, so its ids come out the same when it hydrates)
 * with its props beside it. The build hands in the data: the server bundle holds no page content.
 */
export async function render(url: string, data: PageData, options: RenderOptions = {}): Promise<RenderResult> {
  const fallbackShell = options.fallbackShell ?? false;
  const address = { pathname: url, search: '', replaceSearch: () => {} };
  const blocks = await Promise.all(
    data.page.blocks.map(async (block, index) => {
      const Component: ComponentType<Block> = await componentOf<typeof block.type>(block.type);
      const client = clientOf(block);
      const entry = entryFor<typeof block.type>(block.type);
      // A shell for addresses unknown at build time renders its islands in the browser, at once, with React.
      const script = !fallbackShell && entry.script !== undefined;
      const island: RenderedIsland | undefined =
        client === 'static'
          ? undefined
          : {
              type: block.type,
              when: fallbackShell ? 'load' : client,
              prefix: islandPrefix(index),
              script,
              clientOnly: fallbackShell,
              ...(client === 'interaction' && !fallbackShell && entry.resume ? { resume: resumeAttribute(entry.resume) } : {}),
            };
      return { block, Component, island };
    }),
  );

  const page = (
    <StrictMode>
      <AddressProvider value={address}>
        <StaticPage pathname={url} mainOnly>
          {blocks.map(({ block, Component, island }, i) =>
            island ? (
              <site-island
                key={i}
                data-block={island.type}
                data-when={island.when}
                data-prefix={island.prefix}
                data-render={island.clientOnly ? 'client' : undefined}
                data-resume={island.resume}
                {...islandSources(island, options.sources)}
              >
                {slot(island.prefix)}
              </site-island>
            ) : (
              <Component key={i} {...block} />
            ),
          )}
        </StaticPage>
      </AddressProvider>
    </StrictMode>
  );
  const [beforeMain, afterMain] = await shellFor(url, address);
  let html = beforeMain + (await markup(page)) + afterMain;

  let override: HeadOverride | undefined;
  for (const { block, Component, island } of blocks) {
    if (!island) continue;
    const collector: HeadOverrideCollector = {};
    const results: PrerenderedResults = {};
    const props: IslandProps = { block };
    const tree = (
      <StrictMode>
        <HeadOverrideCollectorProvider value={collector}>
          <PrerenderCollector value={results}>
            <FallbackShell value={fallbackShell}>
              <AddressProvider value={address}>
                <IslandContent Component={Component} props={props} />
              </AddressProvider>
            </FallbackShell>
          </PrerenderCollector>
        </HeadOverrideCollectorProvider>
      </StrictMode>
    );
    const islandHtml = await markup(tree, island.prefix);
    if (Object.keys(results).length) props.prerendered = results;
    if (collector.override) {
      override = collector.override;
      props.head = { seo: data.page.seo, override: collector.override };
    }
    html = html.replace(slot(island.prefix), () => `<script type="application/json">${jsonForScript(props)}</script>${islandHtml}`);
  }

  return {
    html,
    head: buildHead(data.page, site, url, override),
    islands: blocks.flatMap(({ island }) => (island ? [island] : [])),
    blockTypes: [...new Set(data.page.blocks.map((b) => b.type))],
  };
}

export { site };
