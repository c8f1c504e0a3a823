import type { Block, Page } from '../generated/content.ts';
import type { HeadOverride } from '../head/buildHead.ts';

/**
 * How a built page hands its islands to the browser. Each island is a <site-island> element
 * around the block's prerendered HTML, with a JSON script (its props) as its first child:
 *
 *   <site-island data-block="stats" data-when="visible" data-prefix="b1-" data-script="/assets/Stats.browser-….js">
 *     <script type="application/json">{"block":{…}}</script><section class="section stats">…</section>
 *   </site-island>
 *
 * data-when is the block's strategy (load, idle, visible or interaction); data-prefix the
 * identifierPrefix its ids were rendered with (React's useId must give the same ids again). The
 * files to load: data-script for a block that runs a script of its own, or data-component and
 * data-runtime (React and the hydration code) for one that hydrates; each lists the module first,
 * then the chunks it imports. data-resume wakes an interaction island at once when the visitor
 * brings state for it ("query:q,topic": one of these parameters in the address, "session:<key>"); data-render="client" marks an island to render
 * afresh rather than hydrate (the blog's shell for posts published after the build).
 * The loader (src/islands/start-islands.ts) sets data-hydrated once it is interactive, or
 * data-failed; the page script (src/page/start-page.ts) holds a form submitted in an island until
 * then.
 */
export const ISLAND_TAG = 'site-island';

/** An island's props: only its own block, and what the build prepared for it. */
export interface IslandProps {
  block: Block;
  /** What the block loaded while it was prerendered (the blog's posts), by key. */
  prerendered?: Record<string, unknown>;
  /** For a block that sets the page's head (a blog post): the page's search settings and the head it was built with. */
  head?: { seo: Page['seo']; override?: HeadOverride };
}

/** The identifierPrefix of the island made from a page's block at this position. */
export const islandPrefix = (blockIndex: number): string => `b${blockIndex}-`;
