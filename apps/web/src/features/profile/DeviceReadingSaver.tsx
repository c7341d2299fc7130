import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { deviceReading } from '../../lib/device-reading';

/** Mounted once in the app: when a reader signs in, the free reading kept on this device joins My readings. */
export function DeviceReadingSaver() {
  const session = useSession();
  useEffect(() => {
    if (session.status !== 'signed-in' || !deviceReading()) return;
    void import('./import-device-reading').then((m) => m.importDeviceReading());
  }, [session.status]);
  return null;
}
