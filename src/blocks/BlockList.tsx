import { createContext, useContext, type ComponentType } from 'react';
import type { Block } from '../generated/content.ts';
import { blockRegistry, type BlockProps, type BlockRegistry } from './registry.ts';

/** Filled during prerendering with the block types a page uses (to preload their lazy chunks). */
export const RenderedBlocks = createContext<Set<string> | null>(null);

// Widened to the mapped type so that indexing by a generic block type gives that block's component.
const registry: BlockRegistry = blockRegistry;

function componentFor<K extends keyof BlockProps>(type: K): ComponentType<BlockProps[K]> {
  return registry[type];
}

function RenderBlock({ block }: { block: Block }) {
  useContext(RenderedBlocks)?.add(block.type);
  const Component = componentFor<typeof block.type>(block.type);
  return <Component {...block} />;
}

export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <RenderBlock key={`${block.type}-${i}`} block={block} />
      ))}
    </>
  );
}
