import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased; one user per e-mail. */
    email: text('email').notNull().unique(),
    /** Cached sum of the token ledger, updated in the same transaction as each ledger row. */
    tokenBalance: integer('token_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the reader deleted their account; the e-mail is then replaced by a placeholder. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_token_balance_non_negative', sql`${t.tokenBalance} >= 0`),
    // Every start reads the accounts deleted within an access-token lifetime (ADR 0301).
    index('users_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
  ],
);
