import { useState } from 'react';

/** The error's own words, else `fallback` (for a `run` whose failure should say what went wrong). */
export const messageOr = (fallback: string) => (e: unknown) => (e instanceof Error ? e.message : fallback);

/**
 * A row of buttons that each start one request: all disabled while one runs, and one status line that says how
 * it went. `run` sets the status to `failed(error)` when the action throws.
 */
export function useBusyStatus() {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, failed: (e: unknown) => string) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setStatus(failed(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, setStatus, run };
}
