import type { SignInMethod } from '@app/contracts/sign-in-methods';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import Passwordless from 'supertokens-web-js/recipe/passwordless';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { CodeInput } from '../../lib/CodeInput';
import { FormActions } from '../../lib/FormActions';
import { invalidate } from '../../lib/invalidate';
import { queryKeys } from '../../lib/query-keys';
import { continueWith, phoneSignInOffered, type SignInProvider, signInProviders } from '../../lib/sign-in-providers';
import { fetchSignInMethods, removeSignInMethod } from './api';

/** Under the account's key: refreshing the account refreshes the list (defined here, out of the first-load chunk). */
const SIGN_IN_METHODS_KEY = [...queryKeys.account, 'sign-in-methods'] as const;

const KIND_NAMES: Record<SignInMethod['kind'], string> = { email: 'E-mail', phone: 'Phone', provider: 'Account' };

/**
 * The reader's ways in (ADR 0322): e-mails, phones and providers; add one (a code inside this session, or
 * the provider's sign-in) and remove any but the last.
 */
export function SignInMethods() {
  const methods = useQuery({ queryKey: SIGN_IN_METHODS_KEY, queryFn: fetchSignInMethods });
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const [phoneOffered, setPhoneOffered] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void signInProviders().then(setProviders);
    void phoneSignInOffered().then(setPhoneOffered);
  }, []);

  const refresh = () => invalidate(queryKeys.account);
  const remove = async (method: SignInMethod) => {
    setError('');
    setNotice('');
    setBusy(true);
    try {
      await removeSignInMethod(method.id);
      await refresh();
      setNotice(`${method.label} no longer signs you in.`);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const addProvider = async (provider: SignInProvider) => {
    setError('');
    setBusy(true);
    try {
      await continueWith(provider.id, { link: true });
    } catch {
      setBusy(false);
      setError(`Could not reach ${provider.name}. Please try again.`);
    }
  };

  if (methods.isPending) return <p aria-busy="true">Loading your sign-in methods…</p>;
  if (methods.isError) return <Alert kind="error">{methods.error.message}</Alert>;
  const list = methods.data.methods;
  const linked = new Set(list.map((m) => m.providerId).filter(Boolean));
  const addable = providers.filter((p) => !linked.has(p.id));
  return (
    <section className="form-panel stack" aria-labelledby="account-sign-in">
      <h2 id="account-sign-in">Ways to sign in</h2>
      <MethodList methods={list} busy={busy} onRemove={(m) => void remove(m)} />
      {notice && <Alert kind="success">{notice}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      <AddContact kind="email" onAdded={refresh} />
      {phoneOffered && <AddContact kind="phone" onAdded={refresh} />}
      <LinkProviders providers={addable} busy={busy} onAdd={(p) => void addProvider(p)} />
    </section>
  );
}

/** Each way in, with its Remove button (not for the only one). */
function MethodList({
  methods,
  busy,
  onRemove,
}: {
  methods: SignInMethod[];
  busy: boolean;
  onRemove: (method: SignInMethod) => void;
}) {
  const only = methods.length === 1;
  return (
    <ul className="account__methods">
      {methods.map((m) => (
        <li key={m.id}>
          <span>
            <span className="account__method-kind">{KIND_NAMES[m.kind]}</span> {m.label}
            {m.kind !== 'phone' && !m.verified && <span className="account__method-note"> (address not verified)</span>}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || only}
            title={only ? 'Your only way to sign in cannot be removed.' : undefined}
            aria-label={`Remove ${m.label}`}
            onClick={() => onRemove(m)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Add Google": the providers not linked yet. */
function LinkProviders({
  providers,
  busy,
  onAdd,
}: {
  providers: SignInProvider[];
  busy: boolean;
  onAdd: (provider: SignInProvider) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="actions">
      {providers.map((p) => (
        <button key={p.id} type="button" className="button button--ghost" disabled={busy} onClick={() => onAdd(p)}>
          Add {p.name}
        </button>
      ))}
    </div>
  );
}

const CONTACTS = {
  email: { add: 'Add an e-mail address', field: 'E-mail address to add', type: 'email', autoComplete: 'email' },
  phone: { add: 'Add a phone number', field: 'Phone number to add', type: 'tel', autoComplete: 'tel' },
} as const;

/** Why a code typed to add an address did not add it. */
function refusedCode(res: { status: string; reason?: string }): string {
  if (res.status === 'INCORRECT_USER_INPUT_CODE_ERROR') return 'Invalid code. Please try again.';
  if (res.status === 'EXPIRED_USER_INPUT_CODE_ERROR') return 'This code has expired. Please start again.';
  if (res.status === 'SIGN_IN_UP_NOT_ALLOWED' && res.reason) return res.reason;
  return 'This code can no longer be used. Please start again.';
}

/**
 * An e-mail address or phone number added by a code sent inside this session (the code completes in it,
 * no new session is made).
 */
function AddContact({ kind, onAdded }: { kind: keyof typeof CONTACTS; onAdded: () => Promise<void> }) {
  const words = CONTACTS[kind];
  const [step, setStep] = useState<'closed' | 'contact' | 'code'>('closed');
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setError('');
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message || 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const contact = kind === 'email' ? { email: value.trim() } : { phoneNumber: value.trim() };
      const res = await Passwordless.createCode({ ...contact, shouldTryLinkingWithSessionUser: true });
      if (res.status === 'OK') setStep('code');
      else setError(res.reason ?? `This ${kind === 'email' ? 'address' : 'number'} cannot be added.`);
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const res = await Passwordless.consumeCode({ userInputCode: code.trim() });
      if (res.status === 'OK') {
        await Passwordless.clearLoginAttemptInfo();
        setStep('closed');
        setValue('');
        setCode('');
        await onAdded();
      } else setError(refusedCode(res));
    });
  };

  if (step === 'closed')
    return (
      <div className="actions">
        <button type="button" className="button button--ghost" onClick={() => setStep('contact')}>
          {words.add}
        </button>
      </div>
    );
  const shownError = error || undefined;
  return step === 'contact' ? (
    <ContactForm
      kind={kind}
      value={value}
      error={shownError}
      busy={busy}
      onChange={setValue}
      onSubmit={send}
      onCancel={() => setStep('closed')}
    />
  ) : (
    <CodeForm
      kind={kind}
      sentTo={value.trim()}
      code={code}
      error={shownError}
      busy={busy}
      onChange={setCode}
      onSubmit={verify}
      onCancel={() => {
        void Passwordless.clearLoginAttemptInfo();
        setStep('closed');
      }}
    />
  );
}

interface StepProps {
  kind: keyof typeof CONTACTS;
  error: string | undefined;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

function ContactForm({ kind, value, error, busy, onChange, onSubmit, onCancel }: StepProps & { value: string }) {
  const words = CONTACTS[kind];
  return (
    <form className="stack" onSubmit={onSubmit}>
      <Field
        label={words.field}
        hint={kind === 'phone' ? 'With the country code, e.g. +44 7700 900123.' : undefined}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type={words.type}
            autoComplete={words.autoComplete}
            required
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
      <FormActions className="actions" busy={busy} submit="Send code" submitting="Sending…" onCancel={onCancel} />
    </form>
  );
}

function CodeForm({
  kind,
  sentTo,
  code,
  error,
  busy,
  onChange,
  onSubmit,
  onCancel,
}: StepProps & { sentTo: string; code: string }) {
  return (
    <form className="stack" onSubmit={onSubmit}>
      <Field label="Code" hint={`The 6 digits we sent to ${sentTo}.`} error={error}>
        {(control) => <CodeInput control={control} value={code} onChange={onChange} />}
      </Field>
      <FormActions
        className="actions"
        busy={busy}
        submit={kind === 'email' ? 'Add address' : 'Add number'}
        submitting="Checking…"
        onCancel={onCancel}
      />
    </form>
  );
}
