import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppRouter } from './app/AppRouter';
import { preloadRoute } from './app/routes';
import './styles/global.css';

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
// same long task as the entry's and React's start-up, which a phone feels as one longer freeze.
if (container.firstElementChild) {
  preloadRoute(window.location.pathname)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .finally(() => hydrateRoot(container, tree));
} else {
  createRoot(container).render(tree);
}
