import { QUESTION_MAX } from '@app/contracts/reading-limits';
import { READING_ROUTES } from '@app/contracts/reading-routes';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Field } from '../../lib/form';
import { hebrewNameField, PersonFields, type PersonValues } from './PersonFields';
import { ReadingOutcome } from './ReadingOutcome';
import { missingOf, SubmitHint } from '../../lib/submit-hint';
import { useFirstTap } from './use-hydrated';
import { useReadingSubmission } from './use-reading-submission';
import { warmReading } from './warm-reading';
import { useProfileChoice } from './use-profile-choice';
import { isPersonValues } from './reading-address';
import { useReadingAddress } from './use-reading-address';

interface QuestionValues {
  person: PersonValues;
  question: string;
}

const isQuestionValues = (v: unknown): v is QuestionValues =>
  !!v &&
  typeof v === 'object' &&
  isPersonValues((v as Record<string, unknown>).person) &&
  typeof (v as Record<string, unknown>).question === 'string';

const PriceNote = lazy(() => import('./PriceNote'));

/** Questions the answer reads well: a year, a month or season, a person, a will-it-last. A click puts one in the field. */
const EXAMPLE_QUESTIONS = [
  'Is 2027 a good year to start my own business?',
  'Will my relationship with Dana last?',
  'What does next year hold for my career?',
  'Should I move house this summer?',
  'When will I meet someone new?',
] as const;

/** The question form (spec section 4): a paid reading that answers one free-text question, with examples to start from. */
export default function QuestionForm() {
  const [values, setValues] = useState<PersonValues>({ name: '', dateOfBirth: '', isMorning: false });
  const [question, setQuestion] = useState('');
  const questionRef = useRef<HTMLTextAreaElement>(null);
  // A question typed before the page finished loading is kept.
  useEffect(() => {
    if (questionRef.current?.value) setQuestion(questionRef.current.value);
  }, []);
  const formRef = useRef<HTMLFormElement>(null);
  // Each answer gets its own address; Back shows this form with the question as it was asked.
  const address = useReadingAddress<QuestionValues>({
    form: { person: values, question },
    isForm: isQuestionValues,
    person: (v) => v.person,
    restore: (v, withPerson) => {
      if (withPerson) setValues(v.person);
      setQuestion(v.question);
    },
    formRef,
    onTraverse: () => submission.reset(),
  });
  const submission = useReadingSubmission({
    onDone: address.open,
    path: READING_ROUTES.question,
    paid: true,
    fallbackMessage: 'Failed to get analysis',
    // Sent before any sign-in: the server answers unsafe questions free; a real one gets 401 → sign in.
    signInFirst: false,
  });
  const submitting = submission.state.phase === 'submitting';
  const invalid = submission.invalid;
  // Usable from first paint: a press before the code is ready is held and submitted once it is (ADR 0640).
  useFirstTap(formRef, warmReading);
  const hintId = useId();
  const missing = [...missingOf(values), ...(question.trim().length >= 3 ? [] : ['your question'])];
  // The reader's saved details fill the form ("for me").
  const profile = useProfileChoice(values, setValues);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    profile.remember();
    const body = {
      name: values.name,
      date_of_birth: values.dateOfBirth,
      question,
      is_morning: values.isMorning,
      ...hebrewNameField(values),
    };
    void submission.submitChecked('question', body);
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
        <PersonFields values={values} onChange={setValues} invalid={invalid} hebrewSpelling />
        <Field label="Your question" hint={`Ask one question, in your own words (3 to ${QUESTION_MAX} characters).`}>
          {(control) => (
            <textarea
              {...control}
              ref={questionRef}
              name="question"
              required
              maxLength={QUESTION_MAX}
              aria-invalid={invalid === 'question' || undefined}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="question-examples">
          <legend>Or start from an example</legend>
          <ul>
            {EXAMPLE_QUESTIONS.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    setQuestion(example);
                    questionRef.current?.focus();
                  }}
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <Suspense fallback={<p className="reading-form__price">Paid with tokens</p>}>
          <PriceNote kind="question" />
        </Suspense>
        <button type="submit" className="button" disabled={submitting} aria-describedby={hintId}>
          {submitting ? 'Analyzing...' : 'Ask your question'}
        </button>
        <SubmitHint id={hintId} ready missing={missing} />
      </form>
      <ReadingOutcome submission={submission} shown={address.shown} showKey={address.showKey} />
    </div>
  );
}
