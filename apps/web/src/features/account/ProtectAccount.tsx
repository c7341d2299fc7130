import type { MfaOverview } from '@app/contracts/mfa';
import { type FormEvent, useId } from 'react';
import QRCode from 'react-qr-code';
import { CodeInput } from '../../lib/CodeInput';
import { CopyButton } from '../../lib/CopyButton';
import { FormActions } from '../../lib/FormActions';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { downloadText } from '../../lib/save-text';
import { type Setup, useProtectAccount } from './use-protect-account';
import './protect-account.css';

/**
 * "Protect my account" (ADR 0330): add an authenticator app (QR code drawn here, nothing sent elsewhere),
 * confirm its first code, keep the recovery codes shown once, list and remove apps, new recovery codes.
 */
export function ProtectAccount() {
  const { overview, state, actions } = useProtectAccount();
  if (overview.isPending) return <p aria-busy="true">Loading your account protection…</p>;
  if (overview.isError) return <Alert kind="error">{overview.error.message}</Alert>;
  const { enabled, devices, unusedRecoveryCodes, resetAt } = overview.data;
  const { setup, codes, busy } = state;
  return (
    <section className="form-panel stack" aria-labelledby="account-protect">
      <h2 id="account-protect">Protect my account</h2>
      <p>
        {enabled
          ? 'Multi-factor sign-in is on: after your e-mail code we also ask for a code from your authenticator app.'
          : 'Add an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) so that a code sent to your e-mail is not enough to open your account.'}
      </p>
      {resetAt && <ResetRequest resetAt={resetAt} busy={busy} onCancel={() => void actions.cancelReset()} />}
      <AuthenticatorApps devices={devices} busy={busy} onRemove={(name) => void actions.remove(name)} />
      {setup ? (
        <SetupForm
          setup={setup}
          code={state.code}
          busy={busy}
          onCode={actions.setCode}
          onSubmit={actions.confirm}
          onCancel={actions.cancelSetup}
        />
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => void actions.start()}>
          {enabled ? 'Add another authenticator app' : 'Set up an authenticator app'}
        </button>
      )}
      {codes && <RecoveryCodes codes={codes} />}
      {enabled && !codes && (
        <p>
          {unusedRecoveryCodes} unused recovery code{unusedRecoveryCodes === 1 ? '' : 's'}.{' '}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void actions.regenerate()}
          >
            Make new recovery codes
          </button>
        </p>
      )}
      {state.notice && <Alert kind="success">{state.notice}</Alert>}
      {state.error && <Alert kind="error">{state.error}</Alert>}
    </section>
  );
}

function ResetRequest({ resetAt, busy, onCancel }: { resetAt: string; busy: boolean; onCancel: () => void }) {
  return (
    <Alert kind="error">
      Someone asked to turn off multi-factor sign-in. It will be turned off on {new Date(resetAt).toLocaleString()}{' '}
      unless you cancel.{' '}
      <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
        Cancel the request
      </button>
    </Alert>
  );
}

/** The confirmed apps, each with its Remove button. */
function AuthenticatorApps({
  devices,
  busy,
  onRemove,
}: {
  devices: MfaOverview['devices'];
  busy: boolean;
  onRemove: (name: string) => void;
}) {
  const verified = devices.filter((d) => d.verified);
  if (verified.length === 0) return null;
  return (
    <ul className="account__methods" aria-label="Authenticator apps">
      {verified.map((d) => (
        <li key={d.name}>
          <span>{d.name}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-label={`Remove ${d.name}`}
            onClick={() => onRemove(d.name)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A new app's QR code and key, and the box for the first code it shows. */
function SetupForm({
  setup,
  code,
  busy,
  onCode,
  onSubmit,
  onCancel,
}: {
  setup: Setup;
  code: string;
  busy: boolean;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const hintId = useId();
  return (
    <form className="stack" onSubmit={onSubmit}>
      <p>
        Scan this code with your authenticator app, or on the phone that has the app, open it there. Then enter the
        6-digit code it shows.
      </p>
      <div className="protect__qr">
        <QRCode value={setup.qrCodeString} size={184} title={`QR code for ${setup.deviceName}`} />
      </div>
      {/* A phone cannot scan its own screen: the same otpauth:// address opens the app directly. */}
      <div className="protect__actions">
        <a className="button button--ghost" href={setup.qrCodeString}>
          Open in authenticator app
        </a>
      </div>
      <p className="field__hint" id={hintId}>
        Or type this key into the app by hand: <code className="protect__secret">{setup.secret}</code>
      </p>
      <div className="protect__actions protect__copy">
        <CopyButton
          className="button button--ghost"
          text={setup.secret}
          label="Copy key"
          aria-describedby={hintId}
          done="Key copied. Paste it into your authenticator app."
          failed="Could not copy the key: select it above and copy it."
          statusProps={{ className: 'field__hint' }}
        />
      </div>
      <Field label="Code from the app">
        {(control) => <CodeInput control={control} value={code} onChange={onCode} />}
      </Field>
      <FormActions
        className="protect__actions"
        busy={busy}
        submit="Confirm"
        submitting="Checking…"
        onCancel={onCancel}
      />
    </form>
  );
}

/** The recovery codes, shown this once, to copy or keep as a file. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = recoveryCodesText(codes);
  return (
    <div className="stack protect__codes" role="status">
      <h3>Your recovery codes</h3>
      <p>
        Keep these somewhere safe: each one signs you in once if you lose your authenticator app. They are shown only
        now.
      </p>
      <ul aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="protect__actions protect__copy">
        <CopyButton
          className="button button--ghost"
          text={text}
          label="Copy codes"
          done="Recovery codes copied. Paste them somewhere safe."
          failed="Could not copy: select the codes above and copy them."
          statusProps={{ className: 'field__hint' }}
        />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => downloadText('kabbalah-numerology-recovery-codes.txt', text)}
        >
          Download as a text file
        </button>
      </div>
    </div>
  );
}

/** The file and the clipboard get the same words: what the codes are for, then one code a line. */
function recoveryCodesText(codes: string[]): string {
  return [
    'Kabbalah Numerology: recovery codes',
    'Each code signs you in once if you lose your authenticator app. Keep them private.',
    '',
    ...codes,
    '',
  ].join('\n');
}
