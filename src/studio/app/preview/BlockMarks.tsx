import { Fragment, Suspense, useLayoutEffect, useRef } from 'react';
import type { Block } from '../../../generated/content.ts';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { ErrorBoundary } from '../../../shell/ErrorBoundary.tsx';

export const BLOCK_ATTR = 'data-studio-block';
export const SELECTED_ATTR = 'data-studio-selected';
const MARK = ' ';

/**
 * Marks the elements each block rendered with its index, so a click can select the block. Every
 * block is preceded by a single-space text node: CSS ignores it (whitespace between sections makes
 * no box, and `.section + .section` skips text), so the page looks exactly as on the site, and the
 * marks survive blocks that render more than one element.
 */
function markBlocks(container: Element, selected: number | undefined) {
  let index = -1;
  for (const node of Array.from(container.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent === MARK) index++;
    else if (node instanceof HTMLElement && index >= 0) {
      node.setAttribute(BLOCK_ATTR, String(index));
      node.toggleAttribute(SELECTED_ATTR, index === selected);
    }
  }
}

/** The page's blocks through the real composer, one at a time so one broken block spoils only itself. */
export function MarkedBlocks({ blocks, selected }: { blocks: readonly Block[]; selected?: number }) {
  const probe = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const container = probe.current?.parentElement;
    if (!container) return;
    const mark = () => markBlocks(container, selected);
    mark();
    // Blocks load lazily: mark what appears later too.
    const observer = new MutationObserver(mark);
    observer.observe(container, { childList: true });
    return () => observer.disconnect();
  }, [blocks, selected]);
  useLayoutEffect(() => {
    if (selected === undefined) return;
    const first = probe.current?.parentElement?.querySelector(`[${BLOCK_ATTR}="${selected}"]`);
    if (!first) return;
    // This frame's own scroll only: scrollIntoView would also scroll the Studio around the frame.
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0;
    const top = first.getBoundingClientRect().top + window.scrollY - header;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
  }, [selected]);
  return (
    <>
      <span ref={probe} hidden />
      {blocks.map((block, i) => (
        <Fragment key={i}>
          {MARK}
          <ErrorBoundary resetKey={JSON.stringify(block)}>
            <Suspense fallback={null}>
              <BlockList blocks={[block]} />
            </Suspense>
          </ErrorBoundary>
        </Fragment>
      ))}
    </>
  );
}
