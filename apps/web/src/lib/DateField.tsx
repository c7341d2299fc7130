import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Field } from './Field';

/**
 * What a date field says when the browser holds a date that is not in the calendar (31 February, 31 April):
 * the browser then reports an empty value with `validity.badInput`, and keeps the typed parts to itself, so the
 * words name the months that are short rather than the one typed.
 */
const IMPOSSIBLE_DATE =
  'This date does not exist. Check the day: February has 28 days (29 in a leap year); April, June, September and November have 30.';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'ref' | 'value' | 'onChange'>;

/**
 * A labelled date input (the shared date field): an impossible date is said to be impossible under the field
 * (not "is required"), and its form is not sent while it holds one: the submit is stopped before the page's
 * own handler runs, and the field takes focus with the message.
 */
export function DateField({
  label,
  hint,
  value,
  onValue,
  inputRef,
  ...input
}: InputProps & {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const own = useRef<HTMLInputElement | null>(null);
  const [impossible, setImpossible] = useState(false);
  const check = () => setImpossible(own.current?.validity.badInput ?? false);
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    // Capture phase on the form itself: runs before React's handler (delegated to the app's root) and stops it.
    const onSubmit = (event: Event) => {
      if (!own.current?.validity.badInput) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setImpossible(true);
      own.current.focus();
    };
    form.addEventListener('submit', onSubmit, { capture: true });
    return () => form.removeEventListener('submit', onSubmit, { capture: true });
  }, []);
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) inputRef.current = el;
  };
  return (
    <Field label={label} hint={hint} error={impossible ? IMPOSSIBLE_DATE : undefined}>
      {(control) => (
        <input
          {...input}
          {...control}
          ref={setRef}
          type="date"
          value={value}
          onChange={(e) => {
            onValue(e.target.value);
            check();
          }}
          onInput={check}
          onBlur={(e) => {
            check();
            input.onBlur?.(e);
          }}
          aria-invalid={impossible || input['aria-invalid'] || undefined}
        />
      )}
    </Field>
  );
}
