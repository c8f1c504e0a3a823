import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Block } from '../../../generated/content.ts';
import { prepareBlock } from '../../../../scripts/content/prepare.ts';
import { blockTypeOf } from '../schemas/index.ts';
import { BLOCK_ATTR } from './BlockMarks.tsx';
import { PreviewApp } from './PreviewApp.tsx';
import type { ToPreview } from './protocol.ts';
import '../../../styles/global.css';
import './preview.css';

/** A palette thumbnail (`?example=<type>`): the block type's first schema example, as built. */
function exampleState(type: string | null): ToPreview | undefined {
  const example = type ? blockTypeOf(type)?.example : undefined;
  if (!example) return undefined;
  const block = prepareBlock(example as unknown as Block);
  return { kind: 'page', route: '/', page: { seo: { title: '', description: '' }, blocks: [block] } };
}

// Nothing in the preview goes anywhere: links and forms are for looking at. A click on a block
// selects it in the Studio's form instead.
function guard() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a[href], button[type="submit"]')) event.preventDefault();
      const block = target?.closest(`[${BLOCK_ATTR}]`);
      if (block) window.parent.postMessage({ kind: 'select', index: Number(block.getAttribute(BLOCK_ATTR)) }, window.location.origin);
    },
    true,
  );
  document.addEventListener('submit', (event) => event.preventDefault(), true);
}

const example = new URLSearchParams(window.location.search).get('example');
if (example !== null) document.documentElement.dataset.thumbnail = '';
guard();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreviewApp initial={exampleState(example)} />
  </StrictMode>,
);
