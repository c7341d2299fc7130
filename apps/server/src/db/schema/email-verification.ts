import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loginMethods } from './login-methods';
import { users } from './users';

/**
 * E-mail verification links (ADR 0326): the token is 48 random bytes sent in the link, kept here only as a
 * keyed hash; valid for a day, once. Bound to the login method and the address it had when the link was
 * made, so a link for an address the method no longer has verifies nothing.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginMethodId: uuid('login_method_id')
      .notNull()
      .references(() => loginMethods.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tenantId: text('tenant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);
