/**
 * Why tokens moved: the `reason` of a token_ledger row, exactly as it is stored. Declared once here so the
 * server writes, filters and reports the same words and the web shows them; a stored word is never renamed
 * without a migration (an operator's grant has always been stored as 'compensation'). No zod, so a page
 * imports it as `@app/contracts/ledger` without the schemas.
 */
export const LEDGER_REASONS = [
  'purchase',
  'reading',
  'refund',
  'dispute',
  'dispute-released',
  'compensation',
  'account-deleted',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

const KNOWN: ReadonlySet<string> = new Set(LEDGER_REASONS);

/** Narrows a stored reason read back from the database (a row written by an older version may differ). */
export function isLedgerReason(value: string): value is LedgerReason {
  return KNOWN.has(value);
}

/** A token movement in words, for the reader's history and the operator's view of it. */
export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  purchase: 'Tokens bought',
  reading: 'Reading',
  refund: 'Refund: tokens taken back',
  dispute: 'Card dispute: tokens held back',
  'dispute-released': 'Card dispute closed: tokens returned',
  compensation: 'Tokens given',
  'account-deleted': 'Account deleted',
};

/** A movement whose reason this version does not know (kept, never hidden). */
export const OTHER_MOVEMENT_LABEL = 'Adjustment';
