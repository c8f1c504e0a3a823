import type { ComponentType } from 'react';
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

/** One block type: its component (loaded on demand) and how it runs in the browser, fixed or from its own data. */
export interface BlockEntry<P> {
  component: () => Promise<{ default: ComponentType<P> }>;
  client: BlockClient | ((block: P) => BlockClient);
}

/** Every block type the schemas define, each with exactly the component that renders it. */
export type BlockRegistry = { [K in keyof BlockProps]: BlockEntry<BlockProps[K]> };

// One line per block type: its component file (default-exporting the component) and `client`, how it
// runs in the browser. A type without a component, or a component without a schema, fails `tsc`; a
// line without `client` fails `npm run check:blocks`. Each block is its own chunk: a page loads only
// the islands it shows, and static blocks never reach the browser as code.
export const blockRegistry = {
  'card-grid': { component: () => import('./CardGrid/CardGrid.tsx'), client: 'static' },
  cta: { component: () => import('./Cta/Cta.tsx'), client: 'static' },
  'feature-list': { component: () => import('./FeatureList/FeatureList.tsx'), client: 'static' },
  // The typed rotation needs script only when there is something to rotate.
  hero: { component: () => import('./Hero/Hero.tsx'), client: (hero) => ((hero.rotating?.length ?? 0) > 1 ? 'idle' : 'static') },
  // A logo that fails to load is replaced by its name: checked once the strip comes near the screen.
  'logo-strip': { component: () => import('./LogoStrip/LogoStrip.tsx'), client: 'visible' },
  // Counters count up when they scroll into view.
  stats: { component: () => import('./Stats/Stats.tsx'), client: 'visible' },
  steps: { component: () => import('./Steps/Steps.tsx'), client: 'static' },
  anatomy: { component: () => import('./Anatomy/Anatomy.tsx'), client: 'static' },
  'case-list': { component: () => import('./CaseList/CaseList.tsx'), client: 'static' },
  comparison: { component: () => import('./Comparison/Comparison.tsx'), client: 'static' },
  dashboard: { component: () => import('./Dashboard/Dashboard.tsx'), client: 'static' },
  'detail-cards': { component: () => import('./DetailCards/DetailCards.tsx'), client: 'static' },
  'result-list': { component: () => import('./ResultList/ResultList.tsx'), client: 'static' },
  roi: { component: () => import('./Roi/Roi.tsx'), client: 'static' },
  // Validation, sending, a draft kept for the tab (restored after a reload): ready once it is in view.
  'booking-form': { component: () => import('./BookingForm/BookingForm.tsx'), client: 'visible' },
  testimonials: { component: () => import('./Testimonials/Testimonials.tsx'), client: 'static' },
  // Only the copy buttons need script: the first click on one wakes the block and copies.
  'code-samples': { component: () => import('./CodeSamples/CodeSamples.tsx'), client: 'interaction' },
  pricing: { component: () => import('./Pricing/Pricing.tsx'), client: 'static' },
  prose: { component: () => import('./Prose/Prose.tsx'), client: 'static' },
  'text-section': { component: () => import('./TextSection/TextSection.tsx'), client: 'static' },
  // Filters from the address apply at once; the list refreshes from Supabase when configured.
  'blog-list': { component: () => import('./BlogList/BlogList.tsx'), client: 'idle' },
  // The view count, the Share button and the live refresh.
  'blog-article': { component: () => import('./BlogArticle/BlogArticle.tsx'), client: 'idle' },
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
