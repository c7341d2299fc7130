import { QUESTION_MAX, QUESTION_SCREEN_MAX } from '@app/contracts/reading-limits';
import { READING_ROUTES } from '@app/contracts/reading-routes';
import { useState } from 'react';
import { Field } from '../../lib/Field';
import { useTypedField } from '../../lib/typed-fields';
import { hebrewNameField, PersonFields, type PersonValues } from './PersonFields';
import { missingOf } from '../../lib/SubmitHint';
import { isPersonValues } from './reading-entry';
import { ReadingFormFrame } from './ReadingFormFrame';
import { useReadingForm } from './use-reading-form';

interface QuestionValues {
  person: PersonValues;
  question: string;
}

const isQuestionValues = (v: unknown): v is QuestionValues =>
  !!v &&
  typeof v === 'object' &&
  isPersonValues((v as Record<string, unknown>).person) &&
  typeof (v as Record<string, unknown>).question === 'string';

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
  // A question typed before the page finished loading is kept.
  const questionRef = useTypedField<string, HTMLTextAreaElement>(question, setQuestion);
  // Each answer gets its own address; Back shows this form with the question as it was asked.
  const form = useReadingForm<QuestionValues>({
    address: {
      form: { person: values, question },
      isForm: isQuestionValues,
      person: (v) => v.person,
      restore: (v, withPerson) => {
        if (withPerson) setValues(v.person);
        setQuestion(v.question);
      },
    },
    submission: {
      path: READING_ROUTES.question,
      paid: true,
      fallbackMessage: 'Failed to get analysis',
      // Sent before any sign-in: the server answers unsafe questions free; a real one gets 401 → sign in.
      signInFirst: false,
    },
    person: [values, setValues],
  });
  const invalid = form.submission.invalid;
  const missing = [...missingOf(values), ...(question.trim().length >= 3 ? [] : ['your question'])];

  const onSubmit = () =>
    form.submit('question', {
      name: values.name,
      date_of_birth: values.dateOfBirth,
      question,
      is_morning: values.isMorning,
      ...hebrewNameField(values),
    });

  return (
    <ReadingFormFrame
      form={form}
      onSubmit={onSubmit}
      price="question"
      submitLabel="Ask your question"
      submittingLabel="Analyzing..."
      missing={missing}
    >
      {form.profile.choice}
      <PersonFields values={values} onChange={setValues} invalid={invalid} hebrewSpelling />
      <Field label="Your question" hint={`Ask one question, in your own words (3 to ${QUESTION_MAX} characters).`}>
        {(control) => (
          <textarea
            {...control}
            ref={questionRef}
            name="question"
            required
            // Not QUESTION_MAX: a long message pasted whole is read for the help it may need (ADR 0999).
            maxLength={QUESTION_SCREEN_MAX}
            aria-invalid={invalid === 'question' || undefined}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
          />
        )}
      </Field>
      <QuestionExamples
        onPick={(example) => {
          setQuestion(example);
          questionRef.current?.focus();
        }}
      />
    </ReadingFormFrame>
  );
}

/** The example questions as buttons: a click puts one in the question field. */
function QuestionExamples({ onPick }: { onPick: (example: string) => void }) {
  return (
    <fieldset className="question-examples">
      <legend>Or start from an example</legend>
      <ul>
        {EXAMPLE_QUESTIONS.map((example) => (
          <li key={example}>
            <button type="button" className="button button--ghost" onClick={() => onPick(example)}>
              {example}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
