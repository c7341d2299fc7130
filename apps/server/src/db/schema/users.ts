import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Where receipts and readings are sent: the account's first verified e-mail, trimmed and lower-cased;
     * null for an account reached only by phone or an unverified social identity. Sign-in goes through
     * login_methods (ADR 0305), so the same address may belong to different accounts in different tenants.
     */
    email: text('email'),
    /** Cached sum of the token ledger, updated in the same transaction as each ledger row. */
    tokenBalance: integer('token_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the reader deleted their account; the e-mail is then replaced by a placeholder. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_token_balance_non_negative', sql`${t.tokenBalance} >= 0`),
    // Every start reads the accounts deleted within an access-token lifetime (ADR 0301).
    index('users_email_idx').on(t.email),
    index('users_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
  ],
);
