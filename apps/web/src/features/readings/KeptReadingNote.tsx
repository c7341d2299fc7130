import { useEffect, useState } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { deviceReading, type DeviceReading } from '../../lib/device-reading';

/** For a signed-out reader: their last free reading is kept on this device, and signing in saves it. */
export default function KeptReadingNote({ refresh }: { refresh?: unknown }) {
  const session = useSession();
  const dialogs = useDialogs();
  const [kept, setKept] = useState<DeviceReading | null>(null);
  // Read after hydration (the prerendered page has no device).
  useEffect(() => setKept(deviceReading()), [refresh, session.status]);
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
