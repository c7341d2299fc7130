import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import QRCode from 'react-qr-code';
import { Alert, Field } from '../../lib/form';
import { CodeInput } from '../../lib/code-input';
import { invalidate } from '../../lib/invalidate';
import {
  cancelMfaReset,
  codeProblem,
  createTotpDevice,
  fetchMfaOverview,
  newRecoveryCodes,
  removeTotpDevice,
  verifyTotpDevice,
} from './mfa-api';
import './protect-account.css';

const MFA_KEY = ['account', 'mfa'] as const;

type Setup = { deviceName: string; secret: string; qrCodeString: string };

/**
 * "Protect my account" (ADR 0330): add an authenticator app (QR code drawn here, nothing sent elsewhere),
 * confirm its first code, keep the recovery codes shown once, list and remove apps, new recovery codes.
 */
export function ProtectAccount() {
  const overview = useQuery({ queryKey: MFA_KEY, queryFn: fetchMfaOverview });
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setError('');
    setNotice('');
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const taken = new Set(overview.data?.devices.filter((d) => d.verified).map((d) => d.name));
      let n = 1;
      while (taken.has(`Authenticator app ${n}`)) n++;
      const created = await createTotpDevice(`Authenticator app ${n}`);
      if (created.status !== 'OK') throw new Error('That app is already set up.');
      setSetup(created);
      setCode('');
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!setup) return;
    void run(async () => {
      const wasOn = overview.data?.enabled ?? false;
      const problem = codeProblem(await verifyTotpDevice(setup.deviceName, code.trim()));
      if (problem) throw new Error(problem);
      setSetup(undefined);
      // The first app turns protection on: the recovery codes are made now and shown this once.
      if (!wasOn) setCodes((await newRecoveryCodes()).codes);
      setNotice(`${setup.deviceName} is set up. You will be asked for its code when you sign in.`);
      await invalidate(MFA_KEY);
    });
  };

  const remove = (name: string) =>
    run(async () => {
      await removeTotpDevice(name);
      setNotice(`${name} was removed.`);
      await invalidate(MFA_KEY);
    });

  const regenerate = () =>
    run(async () => {
      setCodes((await newRecoveryCodes()).codes);
      await invalidate(MFA_KEY);
    });

  const cancelReset = () =>
    run(async () => {
      await cancelMfaReset();
      setNotice('The request to turn off multi-factor sign-in was cancelled.');
      await invalidate(MFA_KEY);
    });

  if (overview.isPending) return <p aria-busy="true">Loading your account protection…</p>;
  if (overview.isError) return <Alert kind="error">{overview.error.message}</Alert>;
  const { enabled, devices, unusedRecoveryCodes, resetAt } = overview.data;
  const verified = devices.filter((d) => d.verified);
  return (
    <section className="form-panel stack" aria-labelledby="account-protect">
      <h2 id="account-protect">Protect my account</h2>
      <p>
        {enabled
          ? 'Multi-factor sign-in is on: after your e-mail code we also ask for a code from your authenticator app.'
          : 'Add an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) so that a code sent to your e-mail is not enough to open your account.'}
      </p>
      {resetAt && (
        <Alert kind="error">
          Someone asked to turn off multi-factor sign-in. It will be turned off on {new Date(resetAt).toLocaleString()}{' '}
          unless you cancel.{' '}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void cancelReset()}>
            Cancel the request
          </button>
        </Alert>
      )}
      {verified.length > 0 && (
        <ul className="account__methods" aria-label="Authenticator apps">
          {verified.map((d) => (
            <li key={d.name}>
              <span>{d.name}</span>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                aria-label={`Remove ${d.name}`}
                onClick={() => void remove(d.name)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {setup ? (
        <form className="stack" onSubmit={confirm}>
          <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
          <div className="protect__qr">
            <QRCode value={setup.qrCodeString} size={184} title={`QR code for ${setup.deviceName}`} />
          </div>
          <p className="field__hint">
            Cannot scan? Enter this key by hand: <code className="protect__secret">{setup.secret}</code>
          </p>
          <Field label="Code from the app">
            {(control) => <CodeInput control={control} value={code} onChange={setCode} />}
          </Field>
          <div className="protect__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Checking…' : 'Confirm'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setSetup(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => void start()}>
          {enabled ? 'Add another authenticator app' : 'Set up an authenticator app'}
        </button>
      )}
      {codes && (
        <div className="stack protect__codes" role="status">
          <h3>Your recovery codes</h3>
          <p>
            Keep these somewhere safe: each one signs you in once if you lose your authenticator app. They are shown
            only now.
          </p>
          <ul aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {enabled && !codes && (
        <p>
          {unusedRecoveryCodes} unused recovery code{unusedRecoveryCodes === 1 ? '' : 's'}.{' '}
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void regenerate()}>
            Make new recovery codes
          </button>
        </p>
      )}
      {notice && <Alert kind="success">{notice}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
    </section>
  );
}
