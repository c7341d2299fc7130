import { NAME_MAX } from '@app/contracts/reading-limits';
import { useEffect, useId, useRef } from 'react';

export interface PersonValues {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
}

/** Full name, date of birth and 'Born in the morning': the fields every reading form starts with. */
export function PersonFields({
  values,
  onChange,
  invalid,
}: {
  values: PersonValues;
  onChange: (next: PersonValues) => void;
  invalid?: string | undefined;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const dobRef = useRef<HTMLInputElement>(null);
  const morningRef = useRef<HTMLInputElement>(null);
  // What a reader typed before the page finished loading is kept: adopt what the browser holds at hydration.
  useEffect(() => {
    const typed = {
      name: nameRef.current?.value ?? '',
      dateOfBirth: dobRef.current?.value ?? '',
      isMorning: morningRef.current?.checked ?? false,
    };
    if (
      typed.name !== values.name ||
      typed.dateOfBirth !== values.dateOfBirth ||
      typed.isMorning !== values.isMorning
    ) {
      onChange(typed);
    }
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Full name</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          aria-invalid={invalid === 'name' || undefined}
          value={values.name}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-dob`}>Date of birth</label>
        <input
          ref={dobRef}
          id={`${id}-dob`}
          name="date_of_birth"
          type="date"
          autoComplete="bday"
          required
          min="1900-01-01"
          aria-invalid={invalid === 'date_of_birth' || undefined}
          value={values.dateOfBirth}
          onChange={(e) => onChange({ ...values, dateOfBirth: e.target.value })}
        />
      </div>
      <label className="checkbox">
        <input
          ref={morningRef}
          type="checkbox"
          name="is_morning"
          checked={values.isMorning}
          onChange={(e) => onChange({ ...values, isMorning: e.target.checked })}
        />
        Born in the morning
      </label>
    </>
  );
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Full name',
  date_of_birth: 'Date of birth',
  question: 'Question',
  is_morning: 'Born in the morning',
};

/** The first problem of a failed client-side check, in words, and which field it is about. */
export function firstIssue(issues: { path: PropertyKey[]; message: string }[]): { field: string; message: string } {
  const issue = issues[0];
  const field = String(issue?.path[0] ?? '');
  return { field, message: `${FIELD_LABELS[field] ?? field}: ${issue?.message ?? 'is not valid'}` };
}
