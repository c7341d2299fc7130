import type { ReportType } from '@app/contracts/reading-limits';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { firstIssue, PersonFields, type PersonValues } from './PersonFields';
import { useHydrated } from './useHydrated';
import { receiptOf, useReadingSubmission } from './useReadingSubmission';

// The free form sits on the home page, so what it needs only after an action loads then: the schemas
// (zod) on the first interaction, the reading view with the result, the price line on the paid form.
const loadSchemas = () => import('@app/contracts/readings');
const ReadingView = lazy(() => import('./ReadingView').then((m) => ({ default: m.ReadingView })));
const PriceNote = lazy(() => import('./PriceNote'));
const InsufficientTokensDialog = lazy(() =>
  import('./InsufficientTokensDialog').then((m) => ({ default: m.InsufficientTokensDialog })),
);

/**
 * The report form (spec section 4) with its result. Default export so the app can lazily compose it,
 * e.g. on the home page: `lazy(() => import('../features/readings/ReportForm'))`.
 */
export default function ReportForm({ reportType }: { reportType: ReportType }) {
  const paid = reportType === 'comprehensive';
  const [values, setValues] = useState<PersonValues>({ name: '', dateOfBirth: '', isMorning: false });
  const [invalid, setInvalid] = useState<string>();
  const [clientError, setClientError] = useState<string>();
  const submission = useReadingSubmission({ path: '/generate-report/', paid, fallbackMessage: 'Failed to generate report' });
  const { state } = submission;
  const submitting = state.phase === 'submitting';
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setClientError(undefined);
    setInvalid(undefined);
    const body = { name: values.name, date_of_birth: values.dateOfBirth, is_morning: values.isMorning, report_type: reportType };
    const { readingSchemas } = await loadSchemas();
    const parsed = readingSchemas().report.safeParse(body);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error.issues);
      setInvalid(issue.field);
      setClientError(issue.message);
      return;
    }
    submission.submit(body);
  };

  const error = clientError ?? (state.phase === 'error' ? state.message : undefined);
  return (
    <div className="reading-form">
      <form
        className="form form-panel"
        onSubmit={(e) => void onSubmit(e)}
        onFocus={() => void loadSchemas()}
        noValidate
        aria-busy={submitting}
      >
        <PersonFields values={values} onChange={setValues} invalid={invalid} />
        {paid && (
          <Suspense fallback={<p className="reading-form__price">Paid with tokens</p>}>
            <PriceNote kind="comprehensiveReport" />
          </Suspense>
        )}
        <button type="submit" className="button" disabled={submitting || !hydrated}>
          {submitting ? 'Generating Report...' : paid ? 'Generate Comprehensive Report' : 'Generate Report'}
        </button>
      </form>
      {error && (
        <div className="alert alert--error reading-form__error" role="alert">
          {error}
        </div>
      )}
      {state.phase === 'done' && (
        <Suspense fallback={<p aria-live="polite">Opening your reading…</p>}>
          <ReadingView
            title={state.reading.title}
            markdown={state.reading.text}
            highlights={state.reading.highlights}
            receipt={receiptOf(state.reading)}
          />
        </Suspense>
      )}
      {submission.insufficient && (
        <Suspense fallback={null}>
          <InsufficientTokensDialog
            required={submission.insufficient.required}
            balance={submission.insufficient.balance}
            onRecharge={submission.recharge}
            onClose={submission.dismissInsufficient}
          />
        </Suspense>
      )}
    </div>
  );
}
