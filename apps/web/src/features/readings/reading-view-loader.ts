import type { ReadingView } from './ReadingView';

let loaded: typeof ReadingView | undefined;

/**
 * Loads the reading view's chunk (warmed at the reader's first touch of a form, warm-reading.ts) and keeps the
 * component, so a reading shown once it is here renders at once. Through React.lazy alone the first render of an
 * already loaded chunk still suspended: "Opening your reading…" was committed and React held the reading back
 * for its fallback throttle, about 0.3 s after the answer (issue 25, ADR 0680).
 */
export function loadReadingView(): Promise<typeof ReadingView> {
  return import('./ReadingView').then((m) => {
    // Once, while the reader is still typing: see warmReadingView.
    if (!loaded) whenIdle(m.warmReadingView);
    return (loaded = m.ReadingView);
  });
}

/** Runs `work` when the page is idle (a short timer where the browser cannot say). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 200);
}

/** The reading view if its chunk is here already. */
export function loadedReadingView(): typeof ReadingView | undefined {
  return loaded;
}
