import type { ReportType } from '@app/contracts/reading-limits';
import { READING_ROUTES } from '@app/contracts/reading-routes';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { hebrewNameField, PersonFields, type PersonValues } from './PersonFields';
import { ReadingOutcome } from './ReadingOutcome';
import { missingOf, SubmitHint } from '../../lib/submit-hint';
import { useFirstTap } from './use-hydrated';
import { useReadingSubmission } from './use-reading-submission';
import { warmReading } from './warm-reading';
import KeptReadingNote from './KeptReadingNote';
import { useProfileChoice } from './use-profile-choice';
import { isPersonValues } from './reading-address';
import { useReadingAddress } from './use-reading-address';

const PriceNote = lazy(() => import('./PriceNote'));

/**
 * The report form (spec section 4) with its result. Default export so the app can lazily compose it,
 * e.g. on the home page.
 */
export default function ReportForm({ reportType }: { reportType: ReportType }) {
  const paid = reportType === 'comprehensive';
  const [values, setValues] = useState<PersonValues>({ name: '', dateOfBirth: '', isMorning: false });
  // Usable from first paint: a press before the code is ready is held and submitted once it is (ADR 0640).
  const formRef = useRef<HTMLFormElement>(null);
  // Each reading gets its own address (a signed-out free one is kept on the device); Back shows this form filled.
  const address = useReadingAddress({
    form: values,
    isForm: isPersonValues,
    person: (v) => v,
    restore: (v, withPerson) => withPerson && setValues(v),
    formRef,
    onTraverse: () => submission.reset(),
  });
  const submission = useReadingSubmission({
    path: READING_ROUTES.report,
    paid,
    fallbackMessage: 'Failed to generate report',
    onDone: address.open,
  });
  const submitting = submission.state.phase === 'submitting';
  // The first touch of the form loads what the submission and the reading need (ADR 0641).
  useFirstTap(formRef, warmReading);
  const hintId = useId();
  // The reader's saved details fill the form ("for me").
  const profile = useProfileChoice(values, setValues);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    profile.remember();
    const body = {
      name: values.name,
      date_of_birth: values.dateOfBirth,
      is_morning: values.isMorning,
      ...hebrewNameField(values),
      report_type: reportType,
    };
    void submission.submitChecked('report', body);
  };

  return (
    <div className="reading-form">
      <form
        ref={formRef}
        method="post"
        data-first-tap=""
        className="form form-panel"
        onSubmit={onSubmit}
        noValidate
        aria-busy={submitting}
      >
        {profile.choice}
        <PersonFields values={values} onChange={setValues} invalid={submission.invalid} hebrewSpelling />
        {paid && (
          <Suspense fallback={<p className="reading-form__price">Paid with tokens</p>}>
            <PriceNote kind="comprehensiveReport" />
          </Suspense>
        )}
        <button type="submit" className="button" disabled={submitting} aria-describedby={hintId}>
          {submitting ? 'Generating Report...' : paid ? 'Generate Comprehensive Report' : 'Generate Report'}
        </button>
        <SubmitHint id={hintId} ready missing={missingOf(values)} />
      </form>
      {!paid && <KeptReadingNote refresh={submission.state} />}
      <ReadingOutcome submission={submission} shown={address.shown} showKey={address.showKey} />
    </div>
  );
}
