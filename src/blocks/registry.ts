import { lazy, type ComponentType } from 'react';
import type { Block } from '../generated/content.ts';

/** The props of each block type: the block itself, as the page file gives it. */
export type BlockProps = { [K in Block['type']]: Extract<Block, { type: K }> };

/** Every block type the schemas define, each with exactly the component that renders it. */
export type BlockRegistry = { [K in keyof BlockProps]: ComponentType<BlockProps[K]> };

// One line per block type: `type: lazy(() => import('./<Type>/<Type>.tsx'))`, the file default-exporting
// the component. A type without a component, or a component without a schema, fails `tsc`.
// Each block is its own chunk so a page loads only the blocks it uses; the prerender preloads them.
export const blockRegistry = {
  'card-grid': lazy(() => import('./CardGrid/CardGrid.tsx')),
  cta: lazy(() => import('./Cta/Cta.tsx')),
  'feature-list': lazy(() => import('./FeatureList/FeatureList.tsx')),
  hero: lazy(() => import('./Hero/Hero.tsx')),
  'logo-strip': lazy(() => import('./LogoStrip/LogoStrip.tsx')),
  stats: lazy(() => import('./Stats/Stats.tsx')),
  steps: lazy(() => import('./Steps/Steps.tsx')),
  anatomy: lazy(() => import('./Anatomy/Anatomy.tsx')),
  'case-list': lazy(() => import('./CaseList/CaseList.tsx')),
  comparison: lazy(() => import('./Comparison/Comparison.tsx')),
  dashboard: lazy(() => import('./Dashboard/Dashboard.tsx')),
  'detail-cards': lazy(() => import('./DetailCards/DetailCards.tsx')),
  'result-list': lazy(() => import('./ResultList/ResultList.tsx')),
  roi: lazy(() => import('./Roi/Roi.tsx')),
  'booking-form': lazy(() => import('./BookingForm/BookingForm.tsx')),
  testimonials: lazy(() => import('./Testimonials/Testimonials.tsx')),
  'code-samples': lazy(() => import('./CodeSamples/CodeSamples.tsx')),
  pricing: lazy(() => import('./Pricing/Pricing.tsx')),
  prose: lazy(() => import('./Prose/Prose.tsx')),
  'text-section': lazy(() => import('./TextSection/TextSection.tsx')),
  'blog-list': lazy(() => import('./BlogList/BlogList.tsx')),
  'blog-article': lazy(() => import('./BlogArticle/BlogArticle.tsx')),
  faq: lazy(() => import('./Faq/Faq.tsx')),
} satisfies BlockRegistry;
