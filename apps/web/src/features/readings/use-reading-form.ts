import { type RefObject, useId, useRef } from 'react';
import type { PersonChange, PersonValues } from './PersonFields';
import { useFirstTap } from './use-hydrated';
import { useProfileChoice } from './use-profile-choice';
import { useReadingAddress } from './use-reading-address';
import { type Submission, useReadingSubmission } from './use-reading-submission';
import { warmReading } from './warm-reading';

type AddressOptions<F> = Parameters<typeof useReadingAddress<F>>[0];
type SubmissionOptions = Parameters<typeof useReadingSubmission>[0];

export interface ReadingForm {
  formRef: RefObject<HTMLFormElement | null>;
  address: ReturnType<typeof useReadingAddress>;
  submission: Submission;
  submitting: boolean;
  /** The id of the hint under the submit button (what is still missing). */
  hintId: string;
  profile: ReturnType<typeof useProfileChoice>;
  /** Keeps the details typed "for me", then sends the form's body, checked against its schema first. */
  submit(schema: Parameters<Submission['submitChecked']>[0], body: object): void;
}

/**
 * What every reading form does the same way: its own address per reading (Back shows the form as it was typed),
 * the submission, a first tap held until the code is ready (ADR 0640/0641), and "for me" filling `person` with the
 * reader's saved details.
 */
export function useReadingForm<F>(options: {
  address: Omit<AddressOptions<F>, 'formRef' | 'onTraverse'>;
  submission: Omit<SubmissionOptions, 'onDone'>;
  person: [PersonValues, PersonChange];
}): ReadingForm {
  const formRef = useRef<HTMLFormElement>(null);
  const address = useReadingAddress<F>({ ...options.address, formRef, onTraverse: () => submission.reset() });
  const submission = useReadingSubmission({ ...options.submission, onDone: address.open });
  useFirstTap(formRef, warmReading);
  const hintId = useId();
  const profile = useProfileChoice(...options.person);
  return {
    formRef,
    address,
    submission,
    submitting: submission.state.phase === 'submitting',
    hintId,
    profile,
    submit: (schema, body) => {
      profile.remember();
      void submission.submitChecked(schema, body);
    },
  };
}
