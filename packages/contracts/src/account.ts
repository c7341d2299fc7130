import type { LedgerReason } from './ledger';
import type { ReadingKind } from './reading-limits';
import { z } from './zod';

/** GET /api/account: who is signed in, and their balance. */
export interface AccountResponse {
  /** Null for an account reached only by phone or by a social identity without a verified e-mail. */
  email: string | null;
  tokens: number;
  createdAt: string;
}

/** What a token movement was for: the ledger's stored reason, or 'other' for one this version does not know. */
export type TokenMovementKind = LedgerReason | 'other';

export interface TokenHistoryEntry {
  id: number;
  kind: TokenMovementKind;
  /** Signed: positive when tokens came in. */
  amount: number;
  balanceAfter: number;
  createdAt: string;
  /** The reading it paid for, when it paid for one that still exists. */
  readingId?: string;
  /** That reading's kind (simple, comprehensive, question, compatibility). */
  readingKind?: ReadingKind;
  /** A purchase: what was paid, in the smallest currency unit. */
  paid?: { amount: number; currency: string };
}

/** GET /api/account/history: newest first; `nextCursor` asks for the older ones. */
export interface TokenHistoryPage {
  entries: TokenHistoryEntry[];
  nextCursor: string | null;
}

export const TokenHistoryQuery = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(25),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'is not a valid cursor')
    .optional(),
});

/** POST /api/account/delete: the reader types their e-mail address to confirm. */
export const DeleteAccountRequest = z.object({
  confirmEmail: z
    .string({ message: 'Type your e-mail address to confirm' })
    .trim()
    .min(1, 'Type your e-mail address to confirm')
    .max(254, 'Type your e-mail address to confirm'),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
