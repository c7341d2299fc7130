import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { isUrgentNavigation } from '../lib/urgent-navigation';

/**
 * react-router's BrowserRouter, except for one thing: a navigation made through `navigateAtOnce` renders its new
 * location as an ordinary update, not a transition. Every other navigation is a transition, as in BrowserRouter
 * (the page shown stays until the next one's code is here). A reading's arrival is the one made at once: as a
 * transition React rendered it in slices between other work, 100-200 ms later on the throttled phone (ADR 0952).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  // At first the history itself (its action and location now), then each update it reports: the same two fields.
  const [state, setState] = useState<{ action: typeof history.action; location: typeof history.location }>(history);
  useLayoutEffect(
    () =>
      history.listen((update) => (isUrgentNavigation() ? setState(update) : startTransition(() => setState(update)))),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
