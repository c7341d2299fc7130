import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { Field } from '../../lib/Field';
import { sendContactMessage } from './api';

const SENT = 'Your message has been sent successfully!';
const FAILED = 'Failed to send message. Please try again.';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

const EMPTY = { name: '', email: '', message: '' };

/** Messages the server explains itself (bad input, rate limit) are shown as is; anything else gets the generic text. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message)
    return error.message;
  return FAILED;
}

export default function ContactPage() {
  const [fields, setFields] = useState(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(fields);
      setFields(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      // The fields keep what was typed, so nothing is lost.
      setStatus({ kind: 'error', message: failureText(error) });
    }
  }

  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1>Contact Us</h1>
        <p className="page__lead">
          A question about a reading, tokens or your account? Write to us and we will answer by e-mail.
        </p>
      </header>
      <div className="form-panel">
        <form className="form" onSubmit={submit}>
          <ContactFields fields={fields} set={set} />
          <div role="status" aria-live="polite">
            {status.kind === 'sent' && <p className="alert alert--success">{SENT}</p>}
          </div>
          <div role="alert">{status.kind === 'error' && <p className="alert alert--error">{status.message}</p>}</div>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      </div>
    </section>
  );
}

/** The one-line fields, with the limits the server checks again. */
const LINES = [
  { key: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: 100 },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
] as const;

/** Name, e-mail and message, each with the limits the server checks again. */
function ContactFields({
  fields,
  set,
}: {
  fields: typeof EMPTY;
  set: (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => void;
}) {
  return (
    <>
      {LINES.map(({ key, label, type, autoComplete, maxLength }) => (
        <Field key={key} label={label}>
          {(control) => (
            <input
              {...control}
              name={key}
              type={type}
              autoComplete={autoComplete}
              required
              maxLength={maxLength}
              value={fields[key]}
              onChange={set(key)}
            />
          )}
        </Field>
      ))}
      <Field label="Message" hint="At least 10 characters.">
        {(control) => (
          <textarea
            {...control}
            name="message"
            required
            minLength={10}
            maxLength={5000}
            rows={6}
            value={fields.message}
            onChange={set('message')}
          />
        )}
      </Field>
    </>
  );
}
