/**
 * The words shown for the product's shared kinds, declared once for the server and the web (no zod here, so
 * a page may import it on first paint).
 */
import type { LedgerReason } from './ledger';
import type { ReadingKind } from './reading-limits';

/** A reading's kind in words, wherever a list or a table names it. */
export const READING_KIND_LABELS: Record<ReadingKind, string> = {
  simple: 'Simple report',
  comprehensive: 'Comprehensive report',
  question: 'Question',
  compatibility: 'Compatibility',
};

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
