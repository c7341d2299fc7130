import { and, eq, gte, sql } from 'drizzle-orm';
import type { LedgerReason } from '@app/contracts/ledger';
import type { Executor } from '../db/client';
import { tokenLedger } from '../db/schema/tokens';
import { users } from '../db/schema/users';
import { InsufficientTokens } from '../domain/errors';

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
  /** What kind of movement this is, as stored (packages/contracts/src/ledger.ts). */
  reason: LedgerReason;
  /** Unique per reason: a payment intent id, a reading id. Replaying the same pair changes nothing. */
  reference: string;
}

/** The balance after the movement, and whether this (reason, reference) had already been applied. */
export type LedgerResult = { balance: number; alreadyApplied: boolean };

export class LedgerError extends Error {}

/**
 * Takes `amount` tokens from the user: atomic, idempotent on (reason, reference), never below 0. Throws
 * InsufficientTokens when the balance is short (an enclosing transaction then rolls back by itself).
 */
export async function debit(executor: Executor, input: LedgerEntry): Promise<LedgerResult> {
  assertEntry(input, { allowZero: true });
  return executor.transaction(async (tx) => {
    const balance = await lockUser(tx, input.userId);
    if (await alreadyRecorded(tx, input)) return { balance, alreadyApplied: true };
    if (input.amount === 0) return { balance, alreadyApplied: false };
    // Conditional update: the WHERE clause (and the table's check constraint) keep the balance >= 0.
    const [updated] = await tx
      .update(users)
      .set({ tokenBalance: sql`${users.tokenBalance} - ${input.amount}` })
      .where(and(eq(users.id, input.userId), gte(users.tokenBalance, input.amount)))
      .returning({ balance: users.tokenBalance });
    if (!updated)
      throw new InsufficientTokens(input.amount, balance, input.reason === 'reading' ? 'This reading' : 'This');
    await appendRow(tx, input, -input.amount, updated.balance);
    return { balance: updated.balance, alreadyApplied: false };
  });
}

/** Gives `amount` tokens to the user: atomic and idempotent on (reason, reference). */
export async function credit(executor: Executor, input: LedgerEntry): Promise<LedgerResult> {
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
