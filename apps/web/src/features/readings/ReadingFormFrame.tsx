import { type FormEvent, lazy, type ReactNode, Suspense, useRef } from 'react';
import { SubmitHint } from '../../lib/SubmitHint';
import { TypedFieldsScope, useTypedFields } from '../../lib/typed-fields';
import { ReadingOutcome } from './ReadingOutcome';
import { useSubmitAgain } from './use-hydrated';
import type { ReadingForm } from './use-reading-form';

const PriceNote = lazy(() => import('./PriceNote'));

/**
 * The frame every reading form shares: the form (usable from first paint, busy while submitting), the fields it is
 * given, the price of a paid reading, the submit button with what is still missing under it, then the outcome.
 */
export function ReadingFormFrame({
  form,
  onSubmit,
  children,
  price,
  submitLabel,
  submittingLabel,
  missing,
  after,
}: {
  form: ReadingForm;
  onSubmit: () => void;
  children: ReactNode;
  /** The paid reading whose price shows above the button; none for a free one. */
  price?: 'comprehensiveReport' | 'question' | 'compatibility';
  submitLabel: string;
  submittingLabel: string;
  missing: string[];
  /** Shown between the form and its outcome. */
  after?: ReactNode;
}) {
  const { formRef, submission, submitting, hintId, address } = form;
  const { fields, adoptTyped } = useTypedFields();
  const submitAgain = useSubmitAgain(formRef);
  const adopted = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the fields show is what is sent: a value React did not hear is adopted first, and the form sent again
    // once its values carry it (once: a second press is sent as it is).
    if (!adopted.current && adoptTyped()) {
      adopted.current = true;
      return submitAgain();
    }
    adopted.current = false;
    onSubmit();
  };
  return (
    <div className="reading-form">
      <form
        ref={formRef}
        method="post"
        data-first-tap=""
        className="form form-panel"
        onSubmit={submit}
        noValidate
        aria-busy={submitting}
      >
        <TypedFieldsScope value={fields}>{children}</TypedFieldsScope>
        {price && (
          <Suspense fallback={<p className="reading-form__price">Paid with tokens</p>}>
            <PriceNote kind={price} />
          </Suspense>
        )}
        <button type="submit" className="button" disabled={submitting} aria-describedby={hintId}>
          {submitting ? submittingLabel : submitLabel}
        </button>
        <SubmitHint id={hintId} ready missing={missing} />
      </form>
      {after}
      <ReadingOutcome submission={submission} shown={address.shown} showKey={address.showKey} />
    </div>
  );
}
