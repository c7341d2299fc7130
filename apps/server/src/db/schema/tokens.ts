import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Append-only: every credit and debit is one row; the balance is their sum. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Signed: positive for credits, negative for debits. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** Unique per reason (a payment intent id, a reading id), so a retry changes nothing. */
    reference: text('reference').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('token_ledger_reason_reference').on(t.reason, t.reference),
    index('token_ledger_user_idx').on(t.userId),
    check('token_ledger_amount_non_zero', sql`${t.amount} <> 0`),
    check('token_ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
