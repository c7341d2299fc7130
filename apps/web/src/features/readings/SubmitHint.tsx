import type { PersonValues } from './PersonFields';

/** The fields a reading still needs, in words ("your full name", "your date of birth"). */
export function missingOf(values: PersonValues): string[] {
  return [...(values.name.trim() ? [] : ['your full name']), ...(values.dateOfBirth ? [] : ['your date of birth'])];
}

/**
 * Under a reading form's button: why it cannot be pressed yet (the page is still loading), or what the
 * reading still needs. Says nothing once all is there.
 */
export function SubmitHint({ id, ready, missing }: { id: string; ready: boolean; missing: string[] }) {
  const text = !ready
    ? 'One moment: the form is getting ready.'
    : missing.length > 0
      ? `To continue, enter ${missing.join(' and ')}.`
      : '';
  return (
    <p id={id} className="reading-form__hint">
      {text}
    </p>
  );
}
