import { lazy, Suspense, useEffect, useRef } from 'react';
import { bringIntoView } from './bring-into-view';
import { receiptOf, type Submission } from './use-reading-submission';

// Needed only once there is a result or a refusal: loaded then.
const ReadingView = lazy(() => import('./ReadingView').then((m) => ({ default: m.ReadingView })));
const InsufficientTokensDialog = lazy(() => import('./InsufficientTokensDialog'));

/**
 * Under a reading form: the error in a red box, the reading, or the 'Insufficient Tokens' dialog. Each
 * result is brought into view, focused and announced (the reading focuses its own heading once shown).
 */
export function ReadingOutcome({ submission }: { submission: Submission }) {
  const { state, insufficient } = submission;
  const errorRef = useRef<HTMLDivElement>(null);
  const message = state.phase === 'error' ? state.message : '';
  useEffect(() => {
    // The 'Insufficient Tokens' dialog takes focus itself; the message stays beside the form.
    if (message && !insufficient && errorRef.current) bringIntoView(errorRef.current, errorRef.current);
  }, [message, insufficient]);
  const receipt = state.phase === 'done' ? receiptOf(state.reading) : undefined;
  return (
    <>
      {/* One live region that is always there, so every result is announced. */}
      <p className="visually-hidden" role="status">
        {state.phase === 'submitting'
          ? 'Working on your reading…'
          : state.phase === 'done'
            ? `Your reading is ready: ${state.reading.title}.${receipt ? ` ${receipt}.` : ''}`
            : ''}
      </p>
      {state.phase === 'error' && (
        <div ref={errorRef} className="alert alert--error reading-form__error" role="alert" tabIndex={-1}>
          {state.message}
        </div>
      )}
      {state.phase === 'done' && (
        <Suspense fallback={<p>Opening your reading…</p>}>
          <ReadingView
            title={state.reading.title}
            markdown={state.reading.text}
            highlights={state.reading.highlights}
            tree={state.reading.tree}
            receipt={receipt}
            readingId={state.reading.readingId}
            kind={state.reading.kind}
            focusOnShow
          />
        </Suspense>
      )}
      {insufficient && (
        <Suspense fallback={null}>
          <InsufficientTokensDialog
            required={insufficient.required}
            balance={insufficient.balance}
            onRecharge={submission.recharge}
            onClose={submission.dismissInsufficient}
          />
        </Suspense>
      )}
    </>
  );
}
