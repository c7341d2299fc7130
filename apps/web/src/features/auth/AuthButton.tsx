import { useEffect, useState } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { setSessionState, useSession } from '../../lib/session';
import { isAuthPath } from './sdk-owner';

/** Sign In / Logout in the top bar. Starts the session SDK after hydration, outside the first-paint bundle. */
export function AuthButton() {
  const session = useSession();
  const { openSignIn } = useDialogs();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The /auth page starts the SDK itself (supertokens-auth-react).
    if (isAuthPath(window.location.pathname)) return;
    // Without the SDK's front-token cookie this browser has no session: signed-out visitors do not
    // download the SDK until they open the sign-in dialog.
    if (!hasFrontToken()) {
      setSessionState({ status: 'signed-out' });
      return;
    }
    import('./sdk').then((sdk) => sdk.startAuth()).catch(() => setSessionState({ status: 'signed-out' }));
  }, []);

  if (session.status === 'loading') {
    return (
      <span className="button button--small auth-button auth-button--placeholder" aria-hidden="true">
        Sign In
      </span>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <button type="button" className="button button--small auth-button" onClick={() => openSignIn()}>
        Sign In
      </button>
    );
  }
  const logout = async () => {
    setBusy(true);
    try {
      const sdk = await import('./sdk');
      await sdk.signOut();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--small button--ghost auth-button"
      onClick={() => void logout()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? 'Signing out…' : 'Logout'}
    </button>
  );
}

/** The SDK keeps the session's front token in a cookie readable by scripts (sFrontToken). */
const hasFrontToken = () => document.cookie.split(';').some((c) => c.trim().startsWith('sFrontToken='));
