import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { bringIntoView } from './bring-into-view';
import { loadedReadingView, loadReadingView } from './reading-view-loader';
import type { Shown } from './use-shown-reading';
import { receiptOf, type Submission } from './use-reading-submission';

// Needed only once there is a result or a refusal: loaded then, or when the form was first touched.
const LazyReadingView = lazy(() => loadReadingView().then((ReadingView) => ({ default: ReadingView })));
const InsufficientTokensDialog = lazy(() => import('./InsufficientTokensDialog'));

/**
 * Under a reading form: the error in a red box, the reading its address names (`shown`, see
 * use-reading-address.ts), or the 'Insufficient Tokens' dialog. Each result is brought into view, focused and
 * announced (the reading focuses its own heading once shown). A new submission hides the reading until it ends.
 */
export function ReadingOutcome({
  submission,
  shown,
  showKey,
}: {
  submission: Submission;
  shown: Shown;
  showKey: string;
}) {
  const { state, insufficient } = submission;
  const dialogs = useDialogs();
  const busy = state.phase === 'submitting' || state.phase === 'error';
  const errorRef = useRef<HTMLDivElement>(null);
  const message = state.phase === 'error' ? state.message : '';
  useEffect(() => {
    // The 'Insufficient Tokens' dialog takes focus itself; the message stays beside the form.
    if (message && !insufficient && errorRef.current) bringIntoView(errorRef.current, errorRef.current);
  }, [message, insufficient]);
  const receipt = state.phase === 'done' ? receiptOf(state.reading) : undefined;
  // The loaded component itself when its chunk is here (no suspending render); chosen once per reading, so a
  // reading shown through the lazy one is not remounted when the chunk lands.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ReadingView = useMemo(() => loadedReadingView() ?? LazyReadingView, [showKey]);
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
      {!busy && shown.status === 'shown' && (
        <Suspense fallback={<p>Opening your reading…</p>}>
          <ReadingView
            key={showKey}
            title={shown.reading.title}
            markdown={shown.reading.markdown}
            highlights={shown.reading.highlights}
            tree={shown.reading.tree}
            receipt={shown.reading.receipt}
            readingId={shown.reading.readingId}
            kind={shown.reading.kind}
            focusOnShow
          />
        </Suspense>
      )}
      {!busy && shown.status === 'loading' && <p aria-busy="true">Opening your reading…</p>}
      {!busy && shown.status === 'missing' && (
        <p className="alert alert--error reading-form__error" role="alert">
          {shown.message}
        </p>
      )}
      {!busy && shown.status === 'sign-in' && (
        <div className="form-panel stack reading-form__sign-in">
          <p>This reading is saved to an account. Sign in to open it again; it costs nothing.</p>
          <button type="button" className="button" onClick={() => dialogs.openSignIn()}>
            Sign In
          </button>
        </div>
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
