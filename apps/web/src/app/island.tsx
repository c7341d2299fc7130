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
      // React stops a click aimed at a part it cannot hydrate yet before it reaches the document's bubble
      // phase: a click seen in the capture phase but never in the bubble phase was lost.
      let lost: HTMLElement | null = null;
      const capture = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target.closest('button') : null;
        lost = !live && target && area.current?.contains(target) ? target : null;
      };
      const bubble = () => (lost = null);
      onLive = () => {
        const button = lost;
        lost = null;
        button?.click();
      };
      document.addEventListener('click', capture, { capture: true });
      document.addEventListener('click', bubble);
      return () => {
        document.removeEventListener('click', capture, { capture: true });
        document.removeEventListener('click', bubble);
      };
    }, []);
    return (
      <div ref={area}>
        <Island {...props} />
      </div>
    );
  };
}
