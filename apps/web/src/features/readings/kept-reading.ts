import type { ReadingResponse } from '@app/contracts/readings';
import { keepDeviceReading } from '../../lib/device-reading';
import type { PersonValues } from './PersonFields';
import { isReadingResponse, newKeptKey } from './reading-entry';

/**
 * A signed-out reader's free reading, kept on this device. Its inputs go to lib/device-reading (saved to My
 * readings at sign-in); the reading itself and the form it came from are kept here under a random key, so its
 * address (`?kept=<key>`) opens it again after a reload or from a bookmark on this device. Only the last one is
 * kept, as before: an older address then says it is no longer here.
 */
interface Kept {
  key: string;
  reading: ReadingResponse;
  form: unknown;
}

const STORE = 'kn.kept-reading';

/** Keeps `reading` on this device; returns its key, or null when the device keeps nothing (private mode, full). */
export function keepOnDevice(reading: ReadingResponse, person: PersonValues, form: unknown): string | null {
  const hebrew = person.hebrewName?.trim();
  keepDeviceReading({
    name: person.name.trim(),
    date_of_birth: person.dateOfBirth,
    is_morning: person.isMorning,
    ...(hebrew ? { hebrew_name: hebrew } : {}),
    title: reading.title,
  });
  const key = newKeptKey();
  try {
    localStorage.setItem(STORE, JSON.stringify({ key, reading, form } satisfies Kept));
    return key;
  } catch {
    return null;
  }
}

/** The reading kept under `key`, if this device still holds it. */
export function keptReading(key: string): { reading: ReadingResponse; form: unknown } | null {
  try {
    const raw = localStorage.getItem(STORE);
    const kept: unknown = raw ? JSON.parse(raw) : null;
    if (!kept || typeof kept !== 'object') return null;
    const { key: k, reading, form } = kept as Record<string, unknown>;
    return k === key && isReadingResponse(reading) ? { reading, form } : null;
  } catch {
    return null;
  }
}
