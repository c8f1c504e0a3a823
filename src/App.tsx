import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { dynamicRoutes } from 'virtual:routes';
import { PageRoute } from './PageRoute.tsx';
import { ScrollRestoration } from './routing/ScrollRestoration.tsx';
import { useHydrated } from './routing/prerendered.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { Layout } from './shell/Layout.tsx';

/** Marks the document once the page is rendered (the dev server's app; tests and tooling wait for it, as on built pages). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

// The assistant draws outside the app and loads when the browser is idle: its code is not needed to hydrate.
const AssistantWidget = lazy(() => import('./shell/AssistantWidget.tsx').then((m) => ({ default: m.AssistantWidget })));

/** What only runs once the page is interactive, loaded after the first render so the first bundle stays small. */
function AfterHydration() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AssistantWidget />
    </Suspense>
  );
}

/** Links start loading their page when the pointer rests on them or they get focus (set up after the first render). */
function Prefetch() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    void import('./routing/prefetch.ts').then(({ prefetchOnIntent }) => {
      if (current) stop = prefetchOnIntent();
    });
    return () => {
      current = false;
      stop?.();
    };
  }, []);
  return null;
}

// The outer boundary catches what the page-level one in Layout cannot: an error in the shell itself.
// Client navigations run in a transition (BrowserRouter's default), so the old page stays on screen
// while the next page's data and blocks load instead of flashing the empty Suspense fallback.
// Routes with a parameter are named (so blocks can read it); every other address is one page whose
// data is fetched by that address, so the app holds no list of pages.
/** The dev server's app (and the only place react-router navigates): built pages never load it. */
export function App() {
  return (
    <ErrorBoundary>
      <Layout>
        <Suspense fallback={null}>
          <Routes>
            {dynamicRoutes.map((route) => (
              <Route key={route} path={route} element={<PageRoute />} />
            ))}
            <Route path="*" element={<PageRoute />} />
          </Routes>
          {/* Inside the boundary: their effects run only once the page's lazy blocks are in place. */}
          <ScrollRestoration />
          <HydrationMarker />
          <Prefetch />
          <AfterHydration />
        </Suspense>
      </Layout>
    </ErrorBoundary>
  );
}
