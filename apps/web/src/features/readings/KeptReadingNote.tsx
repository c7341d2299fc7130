import { useMemo } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { deviceReading } from '../../lib/device-reading';
import { useHydrated } from './use-hydrated';

/** For a signed-out reader: their last free reading is kept on this device, and signing in saves it. */
export default function KeptReadingNote({ refresh }: { refresh?: unknown }) {
  const session = useSession();
  const dialogs = useDialogs();
  const hydrated = useHydrated();
  // Read once hydrated (the prerendered page has no device), while rendering: a reading that arrives shows its note
  // in the same render, so the reading's scroll into view counts it (ADR 0952).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const kept = useMemo(() => (hydrated ? deviceReading() : null), [hydrated, refresh, session.status]);
  if (session.status !== 'signed-out' || !kept) return null;
  return (
    <p className="kept-reading field__hint" data-testid="kept-reading">
      Your free reading &ldquo;{kept.title}&rdquo; is kept on this device.{' '}
      <button type="button" className="button button--ghost button--small" onClick={() => dialogs.openSignIn()}>
        Sign in to save it to My readings
      </button>
    </p>
  );
}
