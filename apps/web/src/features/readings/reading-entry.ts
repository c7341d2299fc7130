import type { ReadingResponse } from '@app/contracts/readings';
import type { ReadingAddress } from './reading-address';

// Apart from reading-address.ts, whose few lines the home page loads before any action (to wake its form at
// once for an address): what follows is needed only once the form is awake.

/** A fresh key for a reading kept on this device: 128 random bits in hex (works outside secure contexts too). */
export function newKeptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What a reading's history entry holds (history.state, never the URL): the reading as it arrived, receipt
 * included, and the form as it was filled. `entryOf` reads it defensively: an entry may come from an older build.
 */
export interface ReadingEntry {
  reading?: ReadingResponse;
  form?: unknown;
}

export function entryOf(state: unknown): ReadingEntry {
  if (!state || typeof state !== 'object') return {};
  const { reading, form } = state as Record<string, unknown>;
  return { ...(isReadingResponse(reading) ? { reading } : {}), ...(form !== undefined ? { form } : {}) };
}

const KINDS = new Set(['simple', 'comprehensive', 'question', 'compatibility']);

export function isReadingResponse(value: unknown): value is ReadingResponse {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.text === 'string' &&
    typeof r.title === 'string' &&
    typeof r.kind === 'string' &&
    KINDS.has(r.kind) &&
    Array.isArray(r.highlights) &&
    (r.readingId === null || typeof r.readingId === 'string') &&
    typeof r.tokensSpent === 'number' &&
    (r.balance === null || typeof r.balance === 'number')
  );
}

/** Whether an entry's reading is the one its address names (an entry without an address holds an unsaved answer). */
export function entryMatches(reading: ReadingResponse, address: ReadingAddress | null): boolean {
  if (!address) return reading.readingId === null;
  return 'saved' in address ? reading.readingId?.toLowerCase() === address.saved : reading.readingId === null;
}

/** Whether a value from a history entry or the device holds one person's form values. */
export function isPersonValues(value: unknown): value is {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
  hebrewName?: string;
} {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.dateOfBirth === 'string' &&
    typeof v.isMorning === 'boolean' &&
    (v.hebrewName === undefined || typeof v.hebrewName === 'string')
  );
}
