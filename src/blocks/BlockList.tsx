import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Block } from '../generated/content.ts';
import { entryFor, type BlockProps } from './registry.ts';

// One lazy component per block type, made on first use and kept (React needs the same one each render).
const lazyComponents = new Map<string, unknown>();

function componentFor<K extends keyof BlockProps>(type: K): ComponentType<BlockProps[K]> {
  // Stored under its own type only, so what comes out is the component made for that type.
  let found = lazyComponents.get(type) as LazyExoticComponent<ComponentType<BlockProps[K]>> | undefined;
  if (!found) lazyComponents.set(type, (found = lazy(entryFor<K>(type).component)));
  return found;
}

function RenderBlock({ block }: { block: Block }) {
  const Component = componentFor<typeof block.type>(block.type);
  return <Component {...block} />;
}

/**
 * The page's blocks rendered in the browser, every one of them (the dev server and the Studio's
 * preview render whole pages). The production build renders pages without this: static blocks as
 * HTML and each island on its own (src/islands/).
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <RenderBlock key={`${block.type}-${i}`} block={block} />
      ))}
    </>
  );
}
