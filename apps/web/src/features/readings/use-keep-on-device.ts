import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session';
import { keepDeviceReading } from '../../lib/device-reading';

interface Done {
  phase: string;
  reading?: { title: string; readingId: string | null };
}

/**
 * Keeps a signed-out reader's free reading on this device when it arrives, so that it is saved to My readings
 * as soon as they sign in (see DeviceReadingSaver).
 */
export function useKeepOnDevice(
  state: Done,
  values: { name: string; dateOfBirth: string; isMorning: boolean; hebrewName?: string },
): void {
  const session = useSession();
  const kept = useRef<unknown>(null);
  useEffect(() => {
    if (state.phase !== 'done' || !state.reading || state.reading.readingId || session.status !== 'signed-out') return;
    if (kept.current === state.reading) return;
    kept.current = state.reading;
    const hebrew = values.hebrewName?.trim();
    keepDeviceReading({
      name: values.name.trim(),
      date_of_birth: values.dateOfBirth,
      is_morning: values.isMorning,
      ...(hebrew ? { hebrew_name: hebrew } : {}),
      title: state.reading.title,
    });
  }, [state, values, session.status]);
}
