import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { generalErrorMessage, httpStatusOf, MESSAGES } from './messages';
import { rememberReturnPath } from './return-path';
import { initAuthSdk, Passwordless, readSession } from './sdk';
import { Field } from '../../lib/form';
import { CodeInput } from '../../lib/code-input';
import { continueWith, phoneSignInOffered, type SignInProvider, signInProviders } from '../../lib/sign-in-providers';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import './contact-choice.css';
import './sign-in-providers.css';

// The SDK may not be running yet: signed-out visitors only load it when they open this dialog.
initAuthSdk();

/** The product's sign-in dialog (e-mail, then the code). */
export interface SignInDialogProps {
  onClose: () => void;
  onSignedIn: () => void;
}

export default function SignInDialog({ onClose, onSignedIn }: SignInDialogProps) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  // A phone number instead, where the server offers sign-in by text message (ADR 0325).
  const [channel, setChannel] = useState<'email' | 'phone'>('email');
  const [phone, setPhone] = useState('');
  const [phoneOffered, setPhoneOffered] = useState(false);
  useEffect(() => {
    void phoneSignInOffered().then(setPhoneOffered);
  }, []);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);
  useDialogFocus(ref, close);
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    void signInProviders().then(setProviders);
  }, []);

  const startProvider = async (id: string) => {
    setError('');
    setBusy(true);
    try {
      await continueWith(id);
    } catch (e) {
      setBusy(false);
      failWith(e, MESSAGES.providerFailed);
    }
  };

  // Focus the field of the current step.
  useEffect(() => {
    (step === 'email' ? emailRef : codeRef).current?.focus();
  }, [step]);

  const failWith = (e: unknown, fallback: string) => {
    const status = httpStatusOf(e);
    setError(status === 429 ? MESSAGES.tooMany : (generalErrorMessage(e) ?? fallback));
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setInfo('');
    setBusy(true);
    try {
      const res = await Passwordless.createCode(
        channel === 'phone' ? { phoneNumber: phone.trim() } : { email: email.trim() },
      );
      if (res.status === 'OK') {
        setStep('code');
        setCode('');
        rememberReturnPath();
        setInfo(
          channel === 'phone'
            ? `We sent a 6-digit code by text message to ${phone.trim()}.`
            : `We sent a 6-digit code to ${email.trim()}.`,
        );
      } else {
        setError(res.reason || MESSAGES.status(res.status));
      }
    } catch (e) {
      failWith(e, MESSAGES.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError('');
    setInfo('');
    setBusy(true);
    try {
      const res = await Passwordless.resendCode();
      // The server keeps the gap between two codes and says how long to wait when asked too soon.
      if (res.status === 'OK') {
        setInfo('We sent you a new code.');
      } else {
        await restart();
      }
    } catch (e) {
      failWith(e, MESSAGES.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  const restart = async () => {
    await Passwordless.clearLoginAttemptInfo();
    setStep('email');
    setCode('');
    setError(MESSAGES.restart);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setInfo('');
    setBusy(true);
    try {
      const res = await Passwordless.consumeCode({ userInputCode: code.trim() });
      if (res.status === 'OK') {
        await Passwordless.clearLoginAttemptInfo();
        await readSession();
        setBusy(false);
        onSignedIn();
        return;
      }
      if (res.status === 'INCORRECT_USER_INPUT_CODE_ERROR') {
        const left = res.maximumCodeInputAttempts - res.failedCodeInputAttemptCount;
        setError(`${MESSAGES.invalidCode}${left > 0 ? ` ${left} attempt${left === 1 ? '' : 's'} left.` : ''}`);
      } else if (res.status === 'EXPIRED_USER_INPUT_CODE_ERROR') setError(MESSAGES.expiredCode);
      else if (res.status === 'RESTART_FLOW_ERROR') await restart();
      else setError(MESSAGES.status(res.status));
    } catch (e) {
      failWith(e, MESSAGES.validateFailed);
    } finally {
      setBusy(false);
    }
  };

  const backToEmail = () => {
    setStep('email');
    setError('');
    setInfo('');
    void Passwordless.clearLoginAttemptInfo();
  };

  // Both steps show their error under the field the same way.
  const fieldError = error || undefined;

  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Sign in</h2>
        {step === 'email' ? (
          <form onSubmit={(e) => void sendCode(e)} noValidate={false}>
            <p className="field__hint">
              {channel === 'phone'
                ? 'Enter your mobile number and we will text you a one-time code. No password needed.'
                : 'Enter your email and we will send you a one-time code. No password needed.'}
            </p>
            {phoneOffered && (
              <fieldset className="contact-choice">
                <legend>Send the code by</legend>
                <label className="contact-choice__option">
                  <input
                    type="radio"
                    name="contact-channel"
                    checked={channel === 'email'}
                    onChange={() => setChannel('email')}
                  />
                  Email
                </label>
                <label className="contact-choice__option">
                  <input
                    type="radio"
                    name="contact-channel"
                    checked={channel === 'phone'}
                    onChange={() => setChannel('phone')}
                  />
                  Text message
                </label>
              </fieldset>
            )}
            {channel === 'phone' ? (
              <Field label="Mobile number" hint="With the country code, e.g. +44 7700 900123." error={fieldError}>
                {(control) => (
                  <input
                    {...control}
                    type="tel"
                    name="phone"
                    autoComplete="tel"
                    required
                    value={phone}
                    onChange={(e) => setPhone(e.target.value)}
                  />
                )}
              </Field>
            ) : (
              <Field label="Email" error={fieldError}>
                {(control) => (
                  <input
                    {...control}
                    ref={emailRef}
                    type="email"
                    name="email"
                    autoComplete="email"
                    required
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                )}
              </Field>
            )}
            <div className="dialog__actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Sending…' : 'Send code'}
              </button>
              <button type="button" className="button button--ghost" onClick={close}>
                Cancel
              </button>
            </div>
            {providers.length > 0 && (
              <div className="sign-in-providers">
                <p className="sign-in-providers__or">or</p>
                {providers.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() => void startProvider(p.id)}
                  >
                    Continue with {p.name}
                  </button>
                ))}
              </div>
            )}
          </form>
        ) : (
          <form onSubmit={(e) => void verify(e)}>
            {info && (
              <p className="field__hint" role="status">
                {info}
              </p>
            )}
            <Field
              label="Code"
              hint={channel === 'phone' ? 'The 6 digits from the text message.' : 'The 6 digits from the e-mail.'}
              error={fieldError}
            >
              {(control) => (
                <CodeInput
                  control={control}
                  inputRef={codeRef}
                  name="code"
                  className="code-input"
                  value={code}
                  onChange={setCode}
                />
              )}
            </Field>
            <div className="dialog__actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Checking…' : 'Sign in'}
              </button>
              <button type="button" className="button button--ghost" onClick={() => void resend()} disabled={busy}>
                Resend code
              </button>
              <button type="button" className="button button--ghost" onClick={backToEmail}>
                {channel === 'phone' ? 'Back to phone number' : 'Back to Email'}
              </button>
              <button type="button" className="button button--ghost" onClick={close}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
