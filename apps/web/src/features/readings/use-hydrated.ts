import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true after. Forms keep their submit button disabled until
 * then, so a click before the JavaScript is ready cannot fall back to a native GET submit that would put
 * the name and date of birth in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
