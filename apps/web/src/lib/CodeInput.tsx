import type { Ref } from 'react';

type FieldControl = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/**
 * The box for a 6-digit one-time code (e-mail, text message or authenticator app): the phone's number pad,
 * the system's code autofill, and anything but digits dropped as it is typed or pasted ("123 456").
 */
export function CodeInput({
  control,
  value,
  onChange,
  inputRef,
  name,
  className,
}: {
  control: FieldControl;
  value: string;
  onChange: (digits: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  className?: string;
}) {
  return (
    <input
      {...control}
      ref={inputRef}
      type="text"
      name={name}
      className={className}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
