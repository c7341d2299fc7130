import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import HomePage from '../../features/home/HomePage';
import { island } from '../island';
import { namesReading } from '../../features/readings/reading-address';

let interacted: () => void = () => {};
// Prerendering (no window) renders the form straight away.
const firstInteraction =
  typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (interacted = resolve));

/**
 * The report form's code waits for the reader's first touch of the form. While it waits, React keeps
 * the prerendered form (it hydrates a suspended boundary later), so the page is complete and the home
 * page's first load stays small; what is typed meanwhile is kept when the form wakes up.
 */
const ReportForm = lazy(() => firstInteraction.then(() => import('../../features/readings/ReportForm')));

// The questions and answers are in the page's HTML; the accordion's code waits for the reader's first action,
// and a question pressed before it is live opens once it is (ADR 0641).
const HomeFaq = island(() => import('./HomeFaq'), { replayClicks: true });
const FAQ = <HomeFaq />;

/**
 * '/' composed at app level: features may not import each other, so the home page receives the simple
 * report form (readings) and the FAQ accordion (faq) from here.
 */
export default function HomeRoute() {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Listened for on the document, in the capture phase: React stops events aimed at a part of the
    // page it has not hydrated yet before they reach anything below its root.
    const wake = (event: Event) => {
      if (area.current?.contains(event.target as Node)) interacted();
    };
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const e of events) document.addEventListener(e, wake, { capture: true, passive: true });
    // A touch (or a press of Generate) before this code ran was noted by src/first-tap.ts (ADR 0640).
    if (area.current && window.firstTap?.touched(area.current)) interacted();
    // An address of a reading made here (ADR 0632) shows it under the form at once.
    if (namesReading(window.location.search)) interacted();
    return () => {
      for (const e of events) document.removeEventListener(e, wake, { capture: true });
      // Coming back to '/' later renders the form at once.
      interacted();
    };
  }, []);
  // One element for the page's life, as FAQ and the footer are: a new one reaching the boundary while it still
  // waits for its code would make React drop the prerendered form (and what was typed) for an empty fallback.
  const form = useMemo(
    () => (
      <div ref={area}>
        <Suspense fallback={null}>
          <ReportForm reportType="simple" />
        </Suspense>
      </div>
    ),
    [],
  );
  return <HomePage reportForm={form} faq={FAQ} />;
}
