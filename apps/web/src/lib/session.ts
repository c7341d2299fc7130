import { useSyncExternalStore } from 'react';

/** Session state as the UI needs it; the auth feature keeps it in sync with the SuperTokens SDK. */
export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function setSessionState(next: SessionState): void {
  const same =
    next.status === state.status &&
    (next.status !== 'signed-in' || (state.status === 'signed-in' && state.userId === next.userId));
  if (next.status !== 'loading') markReady();
  if (same) return;
  state = next;
  for (const l of listeners) l();
}

/** The current state outside React. */
export function getSessionState(): SessionState {
  return state;
}

/**
 * Resolves once the SDK has started and knows whether a session exists. From then on it also
 * intercepts fetch, refreshing an expired session and retrying on 401; API calls that need a session
 * can await this first.
 */
export function whenSessionKnown(): Promise<void> {
  return ready;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const loading: SessionState = { status: 'loading' };

/** Current session state; 'loading' on the server and until the SDK has answered. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}
