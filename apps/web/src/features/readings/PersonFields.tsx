import { EARLIEST_BIRTH_DATE, HEBREW_NAME_MAX, NAME_MAX } from '@app/contracts/reading-limits';
import { type Dispatch, type RefObject, type SetStateAction, useId } from 'react';
import { DateField } from '../../lib/DateField';
import { Field } from '../../lib/Field';
import { useTypedField } from '../../lib/typed-fields';

export interface PersonValues {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
  /** The reader's own Hebrew spelling of the name (only on forms that offer the field). */
  hebrewName?: string;
}

/**
 * How the fields change the form's values: one field at a time, merged into the latest values (a state setter's
 * updater), never a copy of the values this render saw. Around hydration several changes arrive before a re-render
 * (each field adopting what was typed before it, the reader's next key): a copy would let the last one put back the
 * fields the others had just set.
 */
export type PersonChange = Dispatch<SetStateAction<PersonValues>>;

/**
 * Full name, date of birth and 'Born in the morning': the fields every reading form starts with.
 * `hebrewSpelling` adds the optional field that corrects the Hebrew spelling of the name; `field` prefixes
 * the field names for a second person (`partner_`), whose browser autofill stays off.
 */
export function PersonFields({
  values,
  onChange,
  invalid,
  hebrewSpelling = false,
  field = '',
}: {
  values: PersonValues;
  onChange: PersonChange;
  invalid?: string | undefined;
  hebrewSpelling?: boolean;
  field?: '' | 'partner_';
}) {
  const id = useId();
  const set = (patch: Partial<PersonValues>) => onChange((now) => ({ ...now, ...patch }));
  // What the reader sees in each field is what the form sends, even typed before React could hear it.
  const refs = {
    name: useTypedField(values.name, (name) => set({ name })),
    dateOfBirth: useTypedField(values.dateOfBirth, (dateOfBirth) => set({ dateOfBirth })),
    isMorning: useTypedField(values.isMorning, (isMorning) => set({ isMorning })),
    hebrewName: useTypedField(values.hebrewName ?? '', (hebrewName) => set({ hebrewName })),
  };
  const self = field === '';
  return (
    <>
      <Field label="Full name">
        {(control) => (
          <input
            {...control}
            ref={refs.name}
            name={`${field}name`}
            type="text"
            autoComplete={self ? 'name' : 'off'}
            required
            maxLength={NAME_MAX}
            aria-invalid={invalid === `${field}name` || undefined}
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </Field>
      <DateField
        label="Date of birth"
        inputRef={refs.dateOfBirth}
        name={`${field}date_of_birth`}
        autoComplete={self ? 'bday' : 'off'}
        required
        min={EARLIEST_BIRTH_DATE}
        aria-invalid={invalid === `${field}date_of_birth` || undefined}
        value={values.dateOfBirth}
        onValue={(dateOfBirth) => set({ dateOfBirth })}
      />
      <label className="checkbox">
        <input
          ref={refs.isMorning}
          type="checkbox"
          name={`${field}is_morning`}
          checked={values.isMorning}
          onChange={(e) => set({ isMorning: e.target.checked })}
          aria-describedby={`${id}-morning-hint`}
        />
        Born in the morning
      </label>
      <p className="field__hint checkbox__hint" id={`${id}-morning-hint`}>
        {/* The other person's birth is theirs, not the reader's. */}
        {self ? 'Tick it if you were born before noon.' : 'Tick it if they were born before noon.'} A Hebrew day begins
        at sunset, so for a later birth the reading shows both possible Hebrew dates: before and after that
        evening&rsquo;s sunset.
      </p>
      {hebrewSpelling && (
        <HebrewNameField
          inputRef={refs.hebrewName}
          value={values.hebrewName ?? ''}
          invalid={invalid === 'hebrew_name'}
          onValue={(hebrewName) => set({ hebrewName })}
        />
      )}
    </>
  );
}

/** The optional field that corrects the Hebrew spelling of the name (the gematria follows it). */
function HebrewNameField({
  inputRef,
  value,
  invalid,
  onValue,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  invalid: boolean;
  onValue: (hebrewName: string) => void;
}) {
  return (
    <Field
      label="Name in Hebrew letters (optional)"
      hint="Leave it empty and your reading suggests a spelling by sound and common usage. If your name is written differently in Hebrew, type it here (Hebrew letters and spaces): the gematria follows your spelling."
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          name="hebrew_name"
          type="text"
          lang="he"
          dir="rtl"
          autoComplete="off"
          maxLength={HEBREW_NAME_MAX}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The optional Hebrew spelling as the request field: sent only when the reader typed one. */
export function hebrewNameField(values: PersonValues): { hebrew_name?: string } {
  const hebrew = values.hebrewName?.trim();
  return hebrew ? { hebrew_name: hebrew } : {};
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Full name',
  date_of_birth: 'Date of birth',
  question: 'Question',
  is_morning: 'Born in the morning',
  hebrew_name: 'Name in Hebrew letters',
  partner_name: "The other person's full name",
  partner_date_of_birth: "The other person's date of birth",
  partner_is_morning: 'The other person: born in the morning',
};

/** The first problem of a failed client-side check, in words, and which field it is about. */
export function firstIssue(issues: { path: PropertyKey[]; message: string }[]): { field: string; message: string } {
  const issue = issues[0];
  const field = String(issue?.path[0] ?? '');
  return { field, message: `${FIELD_LABELS[field] ?? field}: ${issue?.message ?? 'is not valid'}` };
}

/** The server names a refused field as the schema does ("question: must be …"): said with its label, and marked. */
export function serverIssue(message: string): { field?: string; message: string } {
  const [, field, rest] = /^(\w+): (.+)$/s.exec(message) ?? [];
  const label = field ? FIELD_LABELS[field] : undefined;
  return label ? { field, message: `${label}: ${rest}` } : { message };
}
