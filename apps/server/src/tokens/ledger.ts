import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { tokenLedger } from '../db/schema/tokens';
import { users } from '../db/schema/users';

/**
 * The token ledger: every credit and debit is one append-only row, unique per (reason, reference),
 * and users.token_balance is its running sum, updated in the same transaction.
 *
 * Every write locks the user's row first (SELECT … FOR UPDATE), so writes for one user are serialised:
 * the idempotency check, the conditional balance update and the ledger insert see each other's results.
 * Callers may pass an open transaction (the work then joins it through a savepoint) or the database.
 */

export interface LedgerEntry {
  userId: string;
  /** Positive whole number of tokens. */
  amount: number;
  /** What kind of movement this is, e.g. 'purchase', 'grant', 'reading'. */
  reason: string;
  /** Unique per reason: a payment intent id, a reading id. Replaying the same pair changes nothing. */
  reference: string;
}

export type DebitResult =
  | { ok: true; balance: number; alreadyApplied: boolean }
  | { ok: false; reason: 'insufficient-tokens'; balance: number; required: number };

export type CreditResult = { balance: number; alreadyApplied: boolean };

export class LedgerError extends Error {}

/** Takes `amount` tokens from the user: atomic, idempotent on (reason, reference), never below 0. */
export async function debit(executor: Executor, input: LedgerEntry): Promise<DebitResult> {
  assertEntry(input, { allowZero: true });
  return executor.transaction(async (tx) => {
    const balance = await lockUser(tx, input.userId);
    if (await alreadyRecorded(tx, input)) return { ok: true, balance, alreadyApplied: true };
    if (input.amount === 0) return { ok: true, balance, alreadyApplied: false };
    // Conditional update: the WHERE clause (and the table's check constraint) keep the balance >= 0.
    const [updated] = await tx
      .update(users)
      .set({ tokenBalance: sql`${users.tokenBalance} - ${input.amount}` })
      .where(and(eq(users.id, input.userId), gte(users.tokenBalance, input.amount)))
      .returning({ balance: users.tokenBalance });
    if (!updated) return { ok: false, reason: 'insufficient-tokens', balance, required: input.amount };
    await appendRow(tx, input, -input.amount, updated.balance);
    return { ok: true, balance: updated.balance, alreadyApplied: false };
  });
}

/** Gives `amount` tokens to the user: atomic and idempotent on (reason, reference). */
export async function credit(executor: Executor, input: LedgerEntry): Promise<CreditResult> {
  assertEntry(input, { allowZero: false });
  return executor.transaction(async (tx) => {
    const balance = await lockUser(tx, input.userId);
    if (await alreadyRecorded(tx, input)) return { balance, alreadyApplied: true };
    const [updated] = await tx
      .update(users)
      .set({ tokenBalance: sql`${users.tokenBalance} + ${input.amount}` })
      .where(eq(users.id, input.userId))
      .returning({ balance: users.tokenBalance });
    if (!updated) throw new LedgerError(`unknown user ${input.userId}`);
    await appendRow(tx, input, input.amount, updated.balance);
    return { balance: updated.balance, alreadyApplied: false };
  });
}

/** The user's cached balance (0 for an unknown user). */
export async function getBalance(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor.select({ balance: users.tokenBalance }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.balance ?? 0;
}

async function lockUser(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx.select({ balance: users.tokenBalance }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new LedgerError(`unknown user ${userId}`);
  return row.balance;
}

async function alreadyRecorded(tx: Executor, input: LedgerEntry): Promise<boolean> {
  const [row] = await tx
    .select({ userId: tokenLedger.userId })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.reason, input.reason), eq(tokenLedger.reference, input.reference)))
    .limit(1);
  if (!row) return false;
  if (row.userId !== input.userId) {
    throw new LedgerError(`ledger reference ${input.reason}/${input.reference} belongs to another user`);
  }
  return true;
}

async function appendRow(tx: Executor, input: LedgerEntry, signedAmount: number, balanceAfter: number): Promise<void> {
  // The unique (reason, reference) constraint is the last line of defence: a clash aborts the transaction.
  await tx.insert(tokenLedger).values({
    userId: input.userId,
    amount: signedAmount,
    reason: input.reason,
    reference: input.reference,
    balanceAfter,
  });
}

function assertEntry(input: LedgerEntry, { allowZero }: { allowZero: boolean }): void {
  const min = allowZero ? 0 : 1;
  if (!Number.isSafeInteger(input.amount) || input.amount < min) {
    throw new LedgerError(`token amount must be a whole number >= ${min}, got ${input.amount}`);
  }
  if (!input.reason || !input.reference) throw new LedgerError('reason and reference are required');
}
