import { type Dispatch, type FormEvent, useEffect, useRef } from 'react';
import { Field } from '../../../lib/Field';
import { FormActions } from '../../../lib/FormActions';
import type { SignInProvider } from '../../../lib/sign-in-providers';
import type { Channel, SignInEvent, SignInState } from './sign-in-state';

/** The first step: where to send the code (e-mail, or a phone where offered), or a social provider instead. */
export function EmailStep({
  state,
  dispatch,
  phoneOffered,
  providers,
  onSubmit,
  onProvider,
  onCancel,
}: {
  state: SignInState;
  dispatch: Dispatch<SignInEvent>;
  phoneOffered: boolean;
  providers: SignInProvider[];
  onSubmit: (event: FormEvent) => void;
  onProvider: (id: string) => void;
  onCancel: () => void;
}) {
  return (
    <form onSubmit={onSubmit} noValidate={false}>
      <p className="field__hint">
        {state.channel === 'phone'
          ? 'Enter your mobile number and we will text you a one-time code. No password needed.'
          : 'Enter your email and we will send you a one-time code. No password needed.'}
      </p>
      {phoneOffered && (
        <ChannelChoice channel={state.channel} onChange={(channel) => dispatch({ type: 'channel', channel })} />
      )}
      <ContactField state={state} dispatch={dispatch} />
      <FormActions
        className="dialog__actions"
        busy={state.busy}
        submit="Send code"
        submitting="Sending…"
        onCancel={onCancel}
      />
      <ProviderButtons providers={providers} busy={state.busy} onProvider={onProvider} />
    </form>
  );
}

function ChannelChoice({ channel, onChange }: { channel: Channel; onChange: (channel: Channel) => void }) {
  const option = (value: Channel, label: string) => (
    <label className="radio-row__option">
      <input type="radio" name="contact-channel" checked={channel === value} onChange={() => onChange(value)} />
      {label}
    </label>
  );
  return (
    <fieldset className="radio-row contact-choice">
      <legend>Send the code by</legend>
      {option('email', 'Email')}
      {option('phone', 'Text message')}
    </fieldset>
  );
}

/** The e-mail box (focused when the step opens) or the mobile number box. */
function ContactField({ state, dispatch }: { state: SignInState; dispatch: Dispatch<SignInEvent> }) {
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);
  const error = state.error || undefined;
  if (state.channel === 'phone') {
    return (
      <Field label="Mobile number" hint="With the country code, e.g. +44 7700 900123." error={error}>
        {(control) => (
          <input
            {...control}
            type="tel"
            name="phone"
            autoComplete="tel"
            required
            value={state.phone}
            onChange={(e) => dispatch({ type: 'typed', field: 'phone', value: e.target.value })}
          />
        )}
      </Field>
    );
  }
  return (
    <Field label="Email" error={error}>
      {(control) => (
        <input
          {...control}
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={state.email}
          onChange={(e) => dispatch({ type: 'typed', field: 'email', value: e.target.value })}
        />
      )}
    </Field>
  );
}

function ProviderButtons({
  providers,
  busy,
  onProvider,
}: {
  providers: SignInProvider[];
  busy: boolean;
  onProvider: (id: string) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="sign-in-providers">
      <p className="sign-in-providers__or">or</p>
      {providers.map((p) => (
        <button
          key={p.id}
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => onProvider(p.id)}
        >
          Continue with {p.name}
        </button>
      ))}
    </div>
  );
}
