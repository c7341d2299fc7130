import { useState } from 'react';
import { useLocation } from 'react-router';
import { apiFetch } from '../../lib/api';
import { Alert } from '../../lib/Alert';

/** Where the verification e-mail's "this was not me" link opens (ADR 0351). */
export const NOT_ME_PATH = '/auth/verify-email/not-me';

/**
 * "This was not me": the owner of a mailbox cancels someone's request to use their address. A button, not the
 * page load, cancels, so a mail scanner that opens links changes nothing.
 */
export function VerifyEmailNotMe() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  const tenant = query.get('tenantId') ?? 'public';
  const [result, setResult] = useState<'cancelled' | 'gone' | undefined>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await apiFetch<{ status: string }>(
        `/auth/${encodeURIComponent(tenant)}/user/email/verify/cancel`,
        { body: { token } },
      );
      setResult(answer.status === 'OK' ? 'cancelled' : 'gone');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <h2>Someone asked to use your e-mail address</h2>
      {result === 'cancelled' ? (
        <Alert kind="success">
          Cancelled. The confirmation link in that e-mail no longer works, and your address was not added to their
          account.
        </Alert>
      ) : result === 'gone' ? (
        <Alert kind="success">
          This request was already cancelled, used or has expired. There is nothing more to do.
        </Alert>
      ) : (
        <>
          <p>
            If you did not ask to confirm your address, cancel the request. Nobody can sign in with your address because
            of it either way: that always takes a code sent to you.
          </p>
          <button type="button" className="button" disabled={busy || !token} onClick={() => void cancel()}>
            This was not me: cancel it
          </button>
        </>
      )}
      {error && <Alert kind="error">{error}</Alert>}
    </div>
  );
}
