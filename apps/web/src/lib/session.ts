import { useSyncExternalStore } from 'react';

/** Session state as the UI needs it; the auth feature keeps it in sync with the SuperTokens SDK. */
export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; userId: string };

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();

export function setSessionState(next: SessionState): void {
  const same =
    next.status === state.status &&
    (next.status !== 'signed-in' || (state.status === 'signed-in' && state.userId === next.userId));
  if (same) return;
  state = next;
  for (const l of listeners) l();
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
