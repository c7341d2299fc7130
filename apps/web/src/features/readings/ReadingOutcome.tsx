import { lazy, Suspense } from 'react';
import { receiptOf, type Submission } from './use-reading-submission';

// Needed only once there is a result or a refusal: loaded then.
const ReadingView = lazy(() => import('./ReadingView').then((m) => ({ default: m.ReadingView })));
const InsufficientTokensDialog = lazy(() =>
  import('./InsufficientTokensDialog').then((m) => ({ default: m.InsufficientTokensDialog })),
);

/** Under a reading form: the error in a red box, the reading, or the 'Insufficient Tokens' dialog. */
export function ReadingOutcome({ submission }: { submission: Submission }) {
  const { state, insufficient } = submission;
  return (
    <>
      {state.phase === 'error' && (
        <div className="alert alert--error reading-form__error" role="alert">
          {state.message}
        </div>
      )}
      {state.phase === 'done' && (
        <Suspense fallback={<p aria-live="polite">Opening your reading…</p>}>
          <ReadingView
            title={state.reading.title}
            markdown={state.reading.text}
            highlights={state.reading.highlights}
            tree={state.reading.tree}
            receipt={receiptOf(state.reading)}
            readingId={state.reading.readingId}
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
