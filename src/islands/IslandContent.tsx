import type { ComponentType } from 'react';
import type { Block } from '../generated/content.ts';
import { PrerenderedResultsProvider } from '../routing/prerendered.tsx';
import type { IslandProps } from './protocol.ts';

/**
 * One island's block with what it loaded when it was prerendered. The build renders exactly this
 * (src/entry-server.tsx) and the browser hydrates exactly this (src/islands/hydrate.tsx), each
 * giving it the address, so the two agree.
 */
export function IslandContent({ Component, props }: { Component: ComponentType<Block>; props: IslandProps }) {
  return (
    <PrerenderedResultsProvider value={props.prerendered ?? null}>
      <Component {...props.block} />
    </PrerenderedResultsProvider>
  );
}
