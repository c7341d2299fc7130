import { type FormEvent, type ReactNode, useId, useState } from 'react';

export interface TestCard {
  number: string;
  exp: string;
  cvc: string;
}

/** Test mode's own card form: nothing leaves the site and no money moves. */
export function TestCardForm({
  payLabel,
  busy,
  onPay,
  extra,
}: {
  payLabel: string;
  busy: boolean;
  onPay: (card: TestCard) => void;
  /** Shown above the Pay button: the consent to save the card. */
  extra?: ReactNode;
}) {
  const [number, setNumber] = useState('');
  const [exp, setExp] = useState('');
  const [cvc, setCvc] = useState('');
  const ids = { number: useId(), exp: useId(), cvc: useId(), note: useId() };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPay({ number, exp, cvc });
  };

  return (
    <form className="card-form" onSubmit={submit} aria-describedby={ids.note} noValidate>
      <p id={ids.note} className="card-form__test-note">
        <strong>Test mode: no money moves.</strong> Use card 4242 4242 4242 4242 with any future expiry and any CVC;
        4000 0000 0000 0002 is declined.
      </p>
      <label htmlFor={ids.number}>Card number</label>
      <input
        id={ids.number}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(e) => setNumber(formatCardNumber(e.target.value))}
        required
      />
      <div className="card-form__row">
        <div>
          <label htmlFor={ids.exp}>Expiry (MM/YY)</label>
          <input
            id={ids.exp}
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={exp}
            onChange={(e) => setExp(formatExpiry(e.target.value, exp))}
            required
          />
        </div>
        <div>
          <label htmlFor={ids.cvc}>CVC</label>
          <input
            id={ids.cvc}
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            required
          />
        </div>
      </div>
      {extra}
      <button type="submit" className="button button--primary card-form__pay" disabled={busy}>
        {busy ? 'Processing payment…' : payLabel}
      </button>
    </form>
  );
}

function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the digit before it too, so backspace is not stuck.
  if (value.length < previous.length && previous.endsWith('/')) return digits.slice(0, 1);
  if (digits.length <= 1) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
