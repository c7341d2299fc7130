import { API_ROUTES, apiPath } from '@app/contracts/api-routes';
import type { DeviceShareRequest, DeviceShareResponse } from '@app/contracts/profile';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api';
import { deviceReading, type DeviceReading } from '../../lib/device-reading';
import { SHARE_STATUS, shareOrCopy } from '../../lib/share-link';
import { SharedLink, ShareStatus } from './SharedLink';
import { messageOr, useBusyStatus } from './use-busy-status';
import './keep-share.css';

/** The link made for the reading kept on this device, with the key that stops it (kept on this device only). */
interface DeviceShare {
  deviceId: string;
  url: string;
  token: string;
  stopKey: string;
}

const STORE = 'kn.device-share';

function storedShare(deviceId: string): DeviceShare | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORE) ?? 'null') as DeviceShare | null;
    return kept?.deviceId === deviceId ? kept : null;
  } catch {
    return null;
  }
}

function store(share: DeviceShare | null): void {
  try {
    if (share) localStorage.setItem(STORE, JSON.stringify(share));
    else localStorage.removeItem(STORE);
  } catch {
    // Private mode: the link still works; this device just cannot stop it later.
  }
}

/**
 * "Share link" for a signed-out reader's free reading, which lives only on this device: the server writes it again
 * from the details (sent in the request body, never in a URL) and keeps only its numbers. The link shows the
 * numbers and a summary, never the name or date of birth, and this device can stop it.
 */
export default function DeviceShare({ title }: { title: string }) {
  const [kept, setKept] = useState<DeviceReading | null>(null);
  const [share, setShare] = useState<DeviceShare | null>(null);
  const { busy, status, setStatus, run } = useBusyStatus();
  useEffect(() => {
    const reading = deviceReading();
    // Only the reading on screen: the device keeps the last one.
    if (reading?.title !== title) return;
    setKept(reading);
    setShare(storedShare(reading.device_id));
  }, [title]);
  if (!kept) return null;

  const make = () =>
    run(async () => {
      let current = share;
      if (!current) {
        const body: DeviceShareRequest = {
          name: kept.name,
          date_of_birth: kept.date_of_birth,
          is_morning: kept.is_morning,
          ...(kept.hebrew_name ? { hebrew_name: kept.hebrew_name } : {}),
        };
        const made = await apiFetch<DeviceShareResponse>(API_ROUTES.freeReadingShares, { method: 'POST', body });
        current = { deviceId: kept.device_id, url: made.url, token: made.token, stopKey: made.stopKey };
        store(current);
        setShare(current);
      }
      const result = await shareOrCopy({ title: 'My numerology reading', url: current.url });
      setStatus(SHARE_STATUS[result] ?? '');
    }, messageOr('Could not make a share link.'));

  const stop = async () => {
    if (!share) return;
    await run(async () => {
      await apiFetch(apiPath(API_ROUTES.freeReadingShareStop, { token: share.token }), {
        method: 'POST',
        body: { stop_key: share.stopKey },
      });
      store(null);
      setShare(null);
      setStatus('The link no longer works.');
    }, messageOr('Could not stop sharing.'));
  };

  return (
    <div className="keep-share no-print" aria-label={`Share: ${title}`} role="group">
      <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => void make()}>
        Share link
      </button>
      {share && <SharedLink url={share.url} busy={busy} onStop={() => void stop()} />}
      <ShareStatus status={status} />
    </div>
  );
}
