import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes } from 'virtual:routes';
import { PageRoute } from './routing/PageRoute.tsx';
import { Layout } from './shell/Layout.tsx';

/** Marks the document once React has taken over the prerendered page (tests and tooling wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export function App() {
  return (
    <Layout>
      <HydrationMarker />
      <Suspense fallback={null}>
        <Routes>
          {routes.map((m) => (
            <Route key={m.route} path={m.route} element={<PageRoute module={m} />} />
          ))}
        </Routes>
      </Suspense>
    </Layout>
  );
}
