import { Suspense, useEffect } from 'react';
import { PageMeta } from '../lib/page-meta';
import { Route, Routes, useLocation } from 'react-router';
import { DeviceReadingSaver } from '../features/profile/DeviceReadingSaver';
import { DialogHost } from './DialogHost';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './layout/Footer';
import { TopBar } from './layout/TopBar';
import { guardedRoutes, routes } from './routes';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function PageLoading() {
  return (
    <div className="page page--loading" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** The whole app under a router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App() {
  const { pathname } = useLocation();
  return (
    <DialogHost>
      <ScrollToTop />
      <DeviceReadingSaver />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {[...routes, ...guardedRoutes].map(({ path, Page, title }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <>
                      {/* Before the page, so a page that names itself (a post, a reading) wins. */}
                      <PageMeta title={title} />
                      <Page />
                    </>
                  }
                />
              ))}
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </DialogHost>
  );
}
