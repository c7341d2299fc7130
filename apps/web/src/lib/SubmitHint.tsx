/** The fields a reading still needs, in words ("your full name", "the other person's date of birth"). */
export function missingOf(values: { name: string; dateOfBirth: string }, whose = 'your'): string[] {
  return [
    ...(values.name.trim() ? [] : [`${whose} full name`]),
    ...(values.dateOfBirth ? [] : [`${whose} date of birth`]),
  ];
}

/**
 * Under a form's button (the reading forms, Daily Numbers): why it cannot be pressed yet (the page is still
 * loading), or what is still missing. Says nothing once all is there. The button names it in aria-describedby.
 */
export function SubmitHint({ id, ready, missing }: { id: string; ready: boolean; missing: string[] }) {
  const text = !ready
    ? 'One moment: the form is getting ready.'
    : missing.length > 0
      ? `To continue, enter ${new Intl.ListFormat('en').format(missing)}.`
      : '';
  return (
    <p id={id} className="field__hint reading-form__hint">
      {text}
    </p>
  );
}
