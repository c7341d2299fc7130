import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppRouter } from './app/AppRouter';
import { preloadRoute } from './app/routes';
import './styles/global.css';

// A browser with a session cookie asks for the session SDK with the page's code: after hydration (AuthButton), it
// was one more round trip before a signed-in page could ask for its data (ADR 1404).
if (/(^|;\s*)sFrontToken=/.test(document.cookie) && !/^\/auth(\/|$)/.test(location.pathname)) {
  void import('./features/auth/sdk');
}

const container = document.getElementById('root')!;
const tree = (
  <StrictMode>
    <AppRouter>
      <App />
    </AppRouter>
  </StrictMode>
);

// Prerendered pages are hydrated once their chunk is here, so the server HTML is kept as is. Hydration is a
// task of its own (ADR 0680): with the page's chunk preloaded beside the entry it would otherwise run in the
// same long task as the entry's and React's start-up, which a phone feels as one longer freeze. And it is a
// transition (ADR 1402): React then hydrates in slices of ~5 ms between which the browser handles input and
// paints, where a plain hydrateRoot walks the whole page in one task (DefaultHydrationLane is rendered without
// yielding). A tap meanwhile is not lost: React hydrates at once what a discrete event lands on.
if (container.firstElementChild) {
  preloadRoute(window.location.pathname)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .finally(() => startTransition(() => void hydrateRoot(container, tree)));
} else {
  createRoot(container).render(tree);
}
