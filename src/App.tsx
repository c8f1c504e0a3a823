import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes } from 'virtual:routes';
import { PageRoute } from './routing/PageRoute.tsx';
import { AssistantWidget } from './shell/AssistantWidget.tsx';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { Layout } from './shell/Layout.tsx';

/** Marks the document once React has taken over the whole prerendered page (tests and tooling wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

// The outer boundary catches what the page-level one in Layout cannot: an error in the shell itself.
// Client navigations run in a transition (BrowserRouter's default), so the old page stays on screen
// while the next page's data and blocks load instead of flashing the empty Suspense fallback.
export function App() {
  return (
    <ErrorBoundary>
      <Layout>
        <Suspense fallback={null}>
          <Routes>
            {routes.map((m) => (
              <Route key={m.route} path={m.route} element={<PageRoute module={m} />} />
            ))}
          </Routes>
          {/* Inside the boundary: their effects run only once the page's lazy blocks have hydrated too. */}
          <HydrationMarker />
          <AssistantWidget />
        </Suspense>
      </Layout>
    </ErrorBoundary>
  );
}
