import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';

/**
 * Parts of a prerendered page whose code waits for the reader's first action (ADR 0641): until then React
 * keeps their server HTML as it is (a suspended boundary is not hydrated), so their code is not part of the
 * JavaScript loaded before any action. Links in them work meanwhile as plain links.
 */

let wake: () => void = () => {};
const firstAction =
  typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
// The page came with its HTML (main.tsx hydrates it): islands wait. On a page rendered in the browser they load
// at once. The route's own chunk hydrates a moment after the root, so this is not cleared when the root is.
const prerendered = typeof document !== 'undefined' && !!document.getElementById('root')?.firstElementChild;

if (typeof document !== 'undefined') {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const onAction = () => {
    wake();
    for (const e of events) document.removeEventListener(e, onAction, { capture: true });
  };
  for (const e of events) document.addEventListener(e, onAction, { capture: true, passive: true });
  // A touch before this code ran was noted by src/first-tap.ts.
  if (window.firstTap?.touched(document.documentElement)) wake();
}

/**
 * Loads every island now. The app calls it when it shows another address: islands rendered there have no server
 * HTML to keep, and a navigation updates the router's context inside the islands, which React holds until they
 * are hydrated.
 */
export function wakeIslands(): void {
  wake();
}

/**
 * A component whose code loads at the reader's first action (or the first change of address) when the page
 * was prerendered, at once otherwise.
 * `replayClicks`: a click inside it that React could not deliver because its code was still loading is
 * clicked again once it is live (for buttons; a link's click already navigated as a plain link).
 */
export function island<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { replayClicks?: boolean } = {},
): ComponentType<P> {
  let live = false;
  let onLive = () => {};
  const Lazy = lazy(() =>
    firstAction.then(load).then(({ default: Component }) => ({
      default: function Live(props: P) {
        useEffect(() => {
          live = true;
          onLive();
        }, []);
        return <Component {...props} />;
      },
    })),
  );

  function Island(props: P) {
    if (!prerendered) wake();
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  if (!options.replayClicks) return Island;

  return function ReplayingIsland(props: P) {
    const area = useRef<HTMLDivElement>(null);
    useEffect(() => {
      // Nothing inside the island handles a click before its code is live (React stops such a click, or had not
      // started at all), so the last button clicked in it and not delivered was not pressed: press it now. The
      // press waits for any click in progress: React may hydrate the island inside the very click that woke it
      // and then deliver that click, which `onClickCapture` below marks as delivered.
      onLive = () =>
        setTimeout(() => {
          const button = area.current ? window.firstTap?.takeClick(area.current) : undefined;
          if (button?.isConnected) button.click();
        });
      if (live) onLive();
    }, []);
    return (
      <div ref={area} onClickCapture={(event) => window.firstTap?.delivered(event.nativeEvent)}>
        <Island {...props} />
      </div>
    );
  };
}
