import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, apiFetch } from '../../lib/api';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { isSafePath } from './return-path';

type RecoveryResult =
  | { status: 'OK'; remaining: number }
  | { status: 'INVALID_RECOVERY_CODE_ERROR'; currentNumberOfFailedAttempts: number; maxNumberOfFailedAttempts: number }
  | { status: 'LIMIT_REACHED_ERROR'; retryAfterMs: number };

/** A refusal in words: a claim error's own reason (e.g. "sign in again with a code") before its generic message. */
function problemOf(e: unknown): string {
  const reason =
    e instanceof ApiError ? (e.body.claimValidationErrors as { reason?: { message?: string } }[])?.[0] : null;
  return reason?.reason?.message ?? (e as Error).message;
}

/**
 * Under the authenticator-app page (/auth/mfa/totp): a pending request to turn multi-factor sign-in off,
 * shown at every sign-in until it takes effect (ADR 0339); a recovery code instead of the app's code; and,
 * with every factor lost, that request (ADR 0333).
 */
export function MfaRecovery() {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [resetAt, setResetAt] = useState<string | null>(null);
  const shown = pathname === '/auth/mfa/totp' && new URLSearchParams(search).get('setup') !== 'true';
  useEffect(() => {
    if (!shown) return;
    apiFetch<{ resetAt: string | null }>('/auth/mfa/reset')
      .then((r) => setResetAt(r.resetAt))
      .catch(() => {});
  }, [shown]);
  if (!shown) return null;

  const done = () => {
    const back = new URLSearchParams(search).get('redirectToPath');
    window.location.assign(back && isSafePath(back) ? back : '/');
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const result = await apiFetch<RecoveryResult>('/auth/mfa/recovery-code', { body: { code } });
      if (result.status === 'OK') return done();
      setError(
        result.status === 'LIMIT_REACHED_ERROR'
          ? `Too many wrong codes. Try again in ${Math.ceil(result.retryAfterMs / 60_000)} minutes.`
          : 'That recovery code is not right, or was used already.',
      );
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const askReset = async () => {
    setError('');
    setBusy(true);
    try {
      const { effectiveAt } = await apiFetch<{ effectiveAt: string }>('/auth/mfa/reset', { body: {} });
      setResetAt(effectiveAt);
      setNotice(
        'We have told every e-mail address and phone of your account. Until then, sign in with your ' +
          'authenticator app or a recovery code if you find them.',
      );
    } catch (e) {
      setError(problemOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mfa-recovery stack">
      {resetAt && <PendingReset resetAt={resetAt} />}
      {!open ? (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          Lost your authenticator app? Use a recovery code
        </button>
      ) : (
        <RecoveryForm
          code={code}
          busy={busy}
          onCode={setCode}
          onSubmit={(e) => void submitCode(e)}
          onAskReset={() => void askReset()}
        />
      )}
      {notice && <Alert kind="success">{notice}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
    </div>
  );
}

function PendingReset({ resetAt }: { resetAt: string }) {
  return (
    <Alert kind="error">
      A request to turn off multi-factor sign-in is pending: it will be turned off on{' '}
      {new Date(resetAt).toLocaleString()}. If you did not ask for it, enter your app’s code (or a recovery code), then
      cancel it on your Account page.
    </Alert>
  );
}

/** A recovery code instead of the app's, and, with none left either, the request to turn protection off. */
function RecoveryForm({
  code,
  busy,
  onCode,
  onSubmit,
  onAskReset,
}: {
  code: string;
  busy: boolean;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  onAskReset: () => void;
}) {
  return (
    <form className="stack" onSubmit={onSubmit}>
      <Field label="Recovery code" hint="One of the codes you kept when you set up the app, e.g. abcde-fghij.">
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => onCode(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        Use recovery code
      </button>
      <p>
        No recovery codes either?{' '}
        <button type="button" className="button button--ghost" disabled={busy} onClick={onAskReset}>
          Turn off multi-factor sign-in in 7 days
        </button>
      </p>
    </form>
  );
}
