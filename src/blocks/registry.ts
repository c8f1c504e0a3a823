import type { ComponentType } from 'react';
import { BOOKING_DRAFT_KEY } from '../booking/draft-key.ts';
import { FILTER_PARAMS } from '../blog/filter-params.ts';
import { isLiveSource } from '../blog/source/config.ts';
import type { Block } from '../generated/content.ts';

/** The props of each block type: the block itself, as the page file gives it. */
export type BlockProps = { [K in Block['type']]: Extract<Block, { type: K }> };

/**
 * How a block runs in the browser. `static`: rendered at build time, no JavaScript and no props in
 * the page. Otherwise an island that hydrates `load` (as soon as the page's scripts run), `idle`
 * (when the browser has nothing else to do), `visible` (when it comes near the viewport) or
 * `interaction` (on the first pointer, key, focus or input inside it; that event still takes effect).
 */
export type IslandStrategy = 'load' | 'idle' | 'visible' | 'interaction';
export type BlockClient = 'static' | IslandStrategy;

/**
 * A block's behaviour in the browser as plain script, for blocks that need no React there: it is
 * given the block's prerendered element (or the island around it) and the block, starts what the
 * block does (a rotation, counters) and returns a function that stops it. The component runs the
 * same script in an effect wherever React renders the block (the dev server, the Studio's preview).
 */
export type BlockScript<P> = (root: HTMLElement, block: P) => () => void;

/**
 * When an `interaction` island wakes as the page loads after all, because the visitor brings state
 * for it: an address with one of these query parameters (a shared filtered list; other parameters,
 * such as a campaign's, do not count), or something the tab kept under this sessionStorage key (a
 * form's draft, restored after a reload).
 */
export type Resume = { query: string[] } | { session: string };

/** One block type: its component (loaded on demand) and how it runs in the browser, fixed or from its own data. */
export interface BlockEntry<P> {
  component: () => Promise<{ default: ComponentType<P> }>;
  client: BlockClient | ((block: P) => BlockClient);
  /** The block's browser behaviour without React (`src/blocks/<Type>/<Type>.browser.ts`); without it an island hydrates with React. */
  script?: () => Promise<{ default: BlockScript<P> }>;
  resume?: Resume;
}

/** Every block type the schemas define, each with exactly the component that renders it. */
export type BlockRegistry = { [K in keyof BlockProps]: BlockEntry<BlockProps[K]> };

// One line per block type: its component file (default-exporting the component) and `client`, how it
// runs in the browser. A type without a component, or a component without a schema, fails `tsc`; a
// line without `client` fails `npm run check:blocks`. Each block is its own chunk: a page loads only
// the islands it shows, and static blocks never reach the browser as code. Islands hydrate with
// React, which a page then loads once for all of them (about 69 KB gzipped), unless their behaviour
// is a small script of their own (`script`): a rotating line or a counter does not need React.
export const blockRegistry = {
  'card-grid': { component: () => import('./CardGrid/CardGrid.tsx'), client: 'static' },
  cta: { component: () => import('./Cta/Cta.tsx'), client: 'static' },
  'feature-list': { component: () => import('./FeatureList/FeatureList.tsx'), client: 'static' },
  // The typed rotation needs script only when there is something to rotate.
  hero: { component: () => import('./Hero/Hero.tsx'), client: (hero) => ((hero.rotating?.length ?? 0) > 1 ? 'idle' : 'static'), script: () => import('./Hero/Hero.browser.ts') },
  // A logo that fails to load is replaced by its name: checked once the strip comes near the screen.
  'logo-strip': { component: () => import('./LogoStrip/LogoStrip.tsx'), client: 'visible', script: () => import('./LogoStrip/LogoStrip.browser.ts') },
  // Counters count up when they scroll into view.
  stats: { component: () => import('./Stats/Stats.tsx'), client: 'visible', script: () => import('./Stats/Stats.browser.ts') },
  steps: { component: () => import('./Steps/Steps.tsx'), client: 'static' },
  anatomy: { component: () => import('./Anatomy/Anatomy.tsx'), client: 'static' },
  'case-list': { component: () => import('./CaseList/CaseList.tsx'), client: 'static' },
  comparison: { component: () => import('./Comparison/Comparison.tsx'), client: 'static' },
  dashboard: { component: () => import('./Dashboard/Dashboard.tsx'), client: 'static' },
  'detail-cards': { component: () => import('./DetailCards/DetailCards.tsx'), client: 'static' },
  'result-list': { component: () => import('./ResultList/ResultList.tsx'), client: 'static' },
  roi: { component: () => import('./Roi/Roi.tsx'), client: 'static' },
  // Validation and sending: ready from the first focus or touch (what is typed meanwhile stays), or at once
  // when the tab kept a booking in progress (restored after a reload).
  'booking-form': { component: () => import('./BookingForm/BookingForm.tsx'), client: 'interaction', resume: { session: BOOKING_DRAFT_KEY } },
  testimonials: { component: () => import('./Testimonials/Testimonials.tsx'), client: 'static' },
  // Only the copy buttons need script: the first click on one wakes the block and copies.
  'code-samples': { component: () => import('./CodeSamples/CodeSamples.tsx'), client: 'interaction' },
  pricing: { component: () => import('./Pricing/Pricing.tsx'), client: 'static' },
  prose: { component: () => import('./Prose/Prose.tsx'), client: 'static' },
  'text-section': { component: () => import('./TextSection/TextSection.tsx'), client: 'static' },
  // Filters: from the first touch of the search box or topics, or at once for an address that has them.
  // With Supabase the list refreshes from it once the page is idle.
  'blog-list': { component: () => import('./BlogList/BlogList.tsx'), client: () => (isLiveSource ? 'idle' : 'interaction'), resume: { query: FILTER_PARAMS } },
  // Share on the first click; with Supabase the view count and the live refresh once the page is idle.
  'blog-article': { component: () => import('./BlogArticle/BlogArticle.tsx'), client: () => (isLiveSource ? 'idle' : 'interaction') },
  faq: { component: () => import('./Faq/Faq.tsx'), client: 'static' },
} satisfies BlockRegistry;

// Widened to the mapped type so that indexing by a generic block type gives that block's entry.
const registry: BlockRegistry = blockRegistry;

export function entryFor<K extends keyof BlockProps>(type: K): BlockEntry<BlockProps[K]> {
  return registry[type];
}

/** How one block (with its data) runs in the browser. */
export function clientOf<K extends keyof BlockProps>(block: BlockProps[K] & { type: K }): BlockClient {
  const { client } = entryFor<K>(block.type);
  return typeof client === 'function' ? client(block) : client;
}
