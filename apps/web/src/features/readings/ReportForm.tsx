import { readingSchemas, type ReportType } from '@app/contracts/readings';
import { type FormEvent, useState } from 'react';
import { InsufficientTokensDialog } from './InsufficientTokensDialog';
import { firstIssue, PersonFields, type PersonValues } from './PersonFields';
import { usePricing } from './pricing';
import { ReadingView } from './ReadingView';
import { useHydrated } from './useHydrated';
import { receiptOf, useReadingSubmission } from './useReadingSubmission';

/**
 * The report form (spec section 4) with its result. Default export so the app can lazily compose it,
 * e.g. on the home page: `lazy(() => import('../features/readings/ReportForm'))`.
 */
export default function ReportForm({ reportType }: { reportType: ReportType }) {
  const paid = reportType === 'comprehensive';
  const [values, setValues] = useState<PersonValues>({ name: '', dateOfBirth: '', isMorning: false });
  const [invalid, setInvalid] = useState<string>();
  const [clientError, setClientError] = useState<string>();
  const pricing = usePricing();
  const submission = useReadingSubmission({ path: '/generate-report/', paid, fallbackMessage: 'Failed to generate report' });
  const { state } = submission;
  const submitting = state.phase === 'submitting';
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setClientError(undefined);
    setInvalid(undefined);
    const body = { name: values.name, date_of_birth: values.dateOfBirth, is_morning: values.isMorning, report_type: reportType };
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
      <form className="form form-panel" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <PersonFields values={values} onChange={setValues} invalid={invalid} />
        {paid && (
          <p className="reading-form__price">
            {pricing ? `Costs ${pricing.comprehensiveReport} tokens` : 'Paid with tokens'}
          </p>
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
        <ReadingView
          title={state.reading.title}
          markdown={state.reading.text}
          highlights={state.reading.highlights}
          receipt={receiptOf(state.reading)}
        />
      )}
      {submission.insufficient && (
        <InsufficientTokensDialog
          required={submission.insufficient.required}
          balance={submission.insufficient.balance}
          onRecharge={submission.recharge}
          onClose={submission.dismissInsufficient}
        />
      )}
    </div>
  );
}
