/**
 * A reading's own address (ADR 0632): the page it was made on, plus `?reading=<id>` for a reading saved to the
 * reader's account (opened again through GET /api/readings/:id, owner only) or `?kept=<key>` for a signed-out
 * reader's free reading kept on this device. Never a name or a date of birth. An answer that is neither (a
 * question numerology declines) lives only in its history entry.
 */
export type ReadingAddress = { saved: string } | { kept: string };

const SAVED = 'reading';
const KEPT = 'kept';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^[0-9a-f]{32}$/;

/** The address named by a query string, if it names a well-formed one. */
export function addressIn(search: string): ReadingAddress | null {
  const params = new URLSearchParams(search);
  const saved = params.get(SAVED);
  if (saved && UUID.test(saved)) return { saved: saved.toLowerCase() };
  const kept = params.get(KEPT);
  if (kept && KEY.test(kept)) return { kept };
  return null;
}

/** The query string of an address ('' for none). */
export function searchOf(address: ReadingAddress | null): string {
  if (!address) return '';
  return 'saved' in address ? `?${SAVED}=${address.saved}` : `?${KEPT}=${address.kept}`;
}

/** Whether a query string asks for a reading (the home page then wakes its form at once). */
export const namesReading = (search: string): boolean => addressIn(search) !== null;
