import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { PAGE_DATA_ID, seedPage, type PageData } from './routing/pageStore.ts';
import { takeRoot, whenDocumentReady } from './shell/startup.ts';
import './styles/global.css';

function start() {
  const root = takeRoot();
  if (!root) return;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  const embedded = document.getElementById(PAGE_DATA_ID);
  if (embedded?.textContent) {
    seedPage(window.location.pathname, JSON.parse(embedded.textContent) as PageData);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so taps and scrolling stay responsive while it runs.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // No prerendered page (the dev server, a fallback shell): the page's data is fetched by its address.
    createRoot(root).render(app);
  }
}

whenDocumentReady(start);
