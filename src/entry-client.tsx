import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { takeRoot, whenDocumentReady } from './shell/startup.ts';
import './styles/global.css';

/**
 * The dev server's app (`npm start`): every page rendered in the browser from its data, with the
 * router, so a saved content file updates the open page in place. Built pages never load it: they
 * are documents with islands (src/islands/, src/page/).
 */
function start() {
  const root = takeRoot();
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

whenDocumentReady(start);
