import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BLOCK_ATTR } from './BlockMarks.tsx';
import { renderExamples } from './examples.tsx';
import { PreviewApp } from './PreviewApp.tsx';
import '../../../styles/global.css';
import './preview.css';

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

if (new URLSearchParams(window.location.search).has('examples')) {
  // The palette's thumbnails: rendered once here, handed to the Studio as HTML and CSS.
  void renderExamples().then((examples) => window.parent.postMessage(examples, window.location.origin));
} else {
  guard();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PreviewApp />
    </StrictMode>,
  );
}
