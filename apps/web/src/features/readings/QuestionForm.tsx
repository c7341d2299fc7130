import { QUESTION_MAX, readingSchemas } from '@app/contracts/readings';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { firstIssue, PersonFields, type PersonValues } from './PersonFields';
import { usePricing } from './pricing';
import { ReadingView } from './ReadingView';
import { useHydrated } from './useHydrated';
import { receiptOf, useReadingSubmission } from './useReadingSubmission';

const InsufficientTokensDialog = lazy(() =>
  import('./InsufficientTokensDialog').then((m) => ({ default: m.InsufficientTokensDialog })),
);

/** The question form (spec section 4): a paid reading that answers one free-text question. */
export default function QuestionForm() {
  const id = useId();
  const [values, setValues] = useState<PersonValues>({ name: '', dateOfBirth: '', isMorning: false });
  const [question, setQuestion] = useState('');
  const questionRef = useRef<HTMLTextAreaElement>(null);
  // A question typed before the page finished loading is kept.
  useEffect(() => {
    if (questionRef.current?.value) setQuestion(questionRef.current.value);
  }, []);
  const [invalid, setInvalid] = useState<string>();
  const [clientError, setClientError] = useState<string>();
  const pricing = usePricing();
  const submission = useReadingSubmission({ path: '/ask-cayo-orange/', paid: true, fallbackMessage: 'Failed to get analysis' });
  const { state } = submission;
  const submitting = state.phase === 'submitting';
  const hydrated = useHydrated();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setClientError(undefined);
    setInvalid(undefined);
    const body = { name: values.name, date_of_birth: values.dateOfBirth, question, is_morning: values.isMorning };
    const parsed = readingSchemas().question.safeParse(body);
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
        <div className="field">
          <label htmlFor={`${id}-question`}>Your question</label>
          <textarea
            ref={questionRef}
            id={`${id}-question`}
            name="question"
            required
            maxLength={QUESTION_MAX}
            aria-invalid={invalid === 'question' || undefined}
            aria-describedby={`${id}-question-hint`}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <span id={`${id}-question-hint`} className="field__hint">
            Ask one question, in your own words (3 to {QUESTION_MAX} characters).
          </span>
        </div>
        <p className="reading-form__price">{pricing ? `Costs ${pricing.question} tokens` : 'Paid with tokens'}</p>
        <button type="submit" className="button" disabled={submitting || !hydrated}>
          {submitting ? 'Analyzing...' : 'Get Analysis'}
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
