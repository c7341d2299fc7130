import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageMeta } from '../lib/PageMeta';
import { Route, Routes, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { DialogHost } from './DialogHost';
import { ErrorBoundary } from './ErrorBoundary';
import { island, wakeIslands } from './island';
import { TopBar } from './layout/TopBar';
import { guardedRoutes, routes } from './routes';

/**
 * A new page starts at its top. Not when the app starts: the browser has placed the page already (a reload, an
 * #anchor, or a reader who scrolled a prerendered page before its code ran, whose tap would land elsewhere).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

// Only a signed-in reader has a kept reading to save: the code stays out of the first load (ADR 0641).
const DeviceReadingSaver = lazy(() =>
  import('../features/profile/DeviceReadingSaver').then((m) => ({ default: m.DeviceReadingSaver })),
);

function SaveDeviceReadingOnSignIn() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <DeviceReadingSaver />
    </Suspense>
  );
}

// Plain links until the reader's first action (ADR 0641). One element for the app's life, so a re-render of
// the app does not reach the footer before it is hydrated.
const Footer = island<object>(() => import('./layout/Footer').then((m) => ({ default: m.Footer })));
const FOOTER = <Footer />;

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
  const [firstPath] = useState(pathname);
  if (pathname !== firstPath) wakeIslands();
  return (
    <DialogHost>
      <ScrollToTop />
      <SaveDeviceReadingOnSignIn />
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
      {FOOTER}
    </DialogHost>
  );
}
