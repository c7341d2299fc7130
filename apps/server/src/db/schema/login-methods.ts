import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One way into an account (ADR 0305): an e-mail or a phone number proven by a code, or an identity at a
 * social-login provider. An account may have several; each is unique within its tenant.
 */
export const loginMethods = pgTable(
  'login_methods',
  {
    /** The SDK's recipeUserId (`rsub`) for this method. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull().default('public'),
    recipeId: text('recipe_id', { enum: ['passwordless', 'thirdparty'] }).notNull(),
    /** Trimmed and lower-cased. For a social identity: what the provider said, verified or not. */
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    thirdPartyId: text('third_party_id'),
    /** The provider's `sub`: the identity is (provider, subject), never the e-mail. */
    thirdPartyUserId: text('third_party_user_id'),
    /** Whether `email` is proven to belong to this person (a code or link, or a trusted provider). */
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * The address a verification link proved to this account's own session (ADR 0351). It makes `email`
     * confirmed (the `st-ev` claim, a contact address) while they are equal, and is never a way in: only
     * `email_verified` (a code, or a provider trusted for e-mail) links accounts or names an operator.
     */
    linkProvenEmail: text('link_proven_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('login_methods_email_uq')
      .on(t.tenantId, t.email)
      .where(sql`recipe_id = 'passwordless' and email is not null`),
    uniqueIndex('login_methods_phone_uq')
      .on(t.tenantId, t.phone)
      .where(sql`recipe_id = 'passwordless' and phone is not null`),
    uniqueIndex('login_methods_third_party_uq')
      .on(t.tenantId, t.thirdPartyId, t.thirdPartyUserId)
      .where(sql`recipe_id = 'thirdparty'`),
    index('login_methods_user_idx').on(t.userId),
    index('login_methods_email_idx').on(t.tenantId, t.email),
  ],
);
