import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import './styles/global.css';

const container = document.getElementById('root')!;
const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages are hydrated once their chunk is here, so the server HTML is kept as is.
if (container.firstElementChild) {
  preloadRoute(window.location.pathname).finally(() => hydrateRoot(container, tree));
} else {
  createRoot(container).render(tree);
}
