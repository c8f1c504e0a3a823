import { Component as ReactComponent, StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Block } from '../generated/content.ts';
import type { HeadOverride } from '../head/buildHead.ts';
import { HeadOverrideSetterProvider } from '../head/HeadOverride.tsx';
import { IslandContent } from './IslandContent.tsx';
import type { IslandProps } from './protocol.ts';
import { WindowAddress } from './WindowAddress.tsx';

/**
 * The React half of the islands, loaded when the first island of a page wakes (src/islands/loader.ts):
 * every island of the page shares this one React. Each island is a root of its own, with its own
 * identifierPrefix (the one the build rendered it with) and its own error boundary.
 */

export interface IslandMount {
  el: HTMLElement;
  Component: ComponentType<Block>;
  props: IslandProps;
  /** The identifierPrefix the island was prerendered with. */
  prefix: string;
  /** Render afresh instead of hydrating (the prerendered HTML is a loading state). */
  clientOnly: boolean;
  /** A copy of the island's prerendered HTML, taken before (start-islands.ts): put back should the block fail. */
  prerendered: Node[];
}

/** Catches what the block throws while rendering, so one broken island never takes the page with it. */
class IslandBoundary extends ReactComponent<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Calls `done` once everything below has hydrated and committed (a parent's effect runs after its children's). */
function Hydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The head setter for a block that says what the page's head is (a blog post). The head the page
 * was built with is left alone while the block says the same; anything else (a post loaded in the
 * browser, refreshed words) is applied, by code loaded only then.
 */
function headSetter(head: NonNullable<IslandProps['head']>, block: Block): (override: HeadOverride | undefined) => void {
  let changed = false;
  return (override) => {
    if (!changed && (override === undefined || same(override, head.override))) return;
    changed = true;
    void import('./islandHead.ts').then(({ applyIslandHead }) => applyIslandHead(head.seo, block, override));
  };
}

/**
 * Hydrates one island (or renders it afresh), resolving true once it is interactive. If the block
 * fails, its prerendered HTML is put back as it was (readable, though no longer interactive), the
 * failure is logged, and the promise resolves false: the rest of the page carries on.
 */
export function mountIsland({ el, Component, props, prefix, clientOnly, prerendered }: IslandMount): Promise<boolean> {
  let root: Root | undefined;
  let settle!: (hydrated: boolean) => void;
  const settled = new Promise<boolean>((resolve) => (settle = resolve));
  const fail = (error: unknown) => {
    console.error(`The "${props.block.type}" section stopped working and stays as it was when the page loaded.`, error);
    // After React is done with this commit: the root goes, the prerendered HTML comes back.
    setTimeout(() => {
      root?.unmount();
      el.replaceChildren(...prerendered);
      settle(false);
    });
  };
  // In the browser's performance timeline (and the long-task test): from here to interactive.
  const name = `island ${prefix}${props.block.type}`;
  performance.mark(`${name} start`);
  const done = () => {
    if (el.dataset.hydrated === undefined) performance.measure(`${name} hydrated`, `${name} start`);
    el.dataset.hydrated = '';
    settle(true);
  };
  const tree = (
    <StrictMode>
      <IslandBoundary onError={fail}>
        <Hydrated done={done}>
          <HeadOverrideSetterProvider value={props.head ? headSetter(props.head, props.block) : null}>
            <WindowAddress>
              <IslandContent Component={Component} props={props} />
            </WindowAddress>
          </HeadOverrideSetterProvider>
        </Hydrated>
      </IslandBoundary>
    </StrictMode>
  );
  // The boundary has logged it: React's own report would say it twice.
  const options = { identifierPrefix: prefix, onCaughtError: () => {} };
  // As a transition, hydration (and a client-only island's first render) yields to the browser every
  // few milliseconds instead of holding the main thread for the whole block; an interaction with the
  // island hydrates it at once.
  if (clientOnly) {
    const created = createRoot(el, options);
    root = created;
    startTransition(() => created.render(tree));
  } else {
    startTransition(() => {
      root = hydrateRoot(el, tree, options);
    });
  }
  return settled;
}
