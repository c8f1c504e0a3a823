import type { ComponentType } from 'react';
import type { Block } from '../generated/content.ts';
import { CallToAction } from './CallToAction/CallToAction.tsx';
import { Hero } from './Hero/Hero.tsx';

/** The props of each block type: the block itself, as the page file gives it. */
export type BlockProps = { [K in Block['type']]: Extract<Block, { type: K }> };

/** Every block type the schemas define, each with exactly the component that renders it. */
export type BlockRegistry = { [K in keyof BlockProps]: ComponentType<BlockProps[K]> };

// One line per block type. A type without a component, or a component without a schema, fails `tsc`.
export const blockRegistry = {
  cta: CallToAction,
  hero: Hero,
} satisfies BlockRegistry;
