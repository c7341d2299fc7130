import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A passwordless sign-in attempt ("device" in SuperTokens' words); codes hang off it. */
export const passwordlessDevices = pgTable('passwordless_devices', {
  preAuthSessionId: text('pre_auth_session_id').primaryKey(),
  /** Keyed hash of the deviceId the browser holds; the plain value is never stored. */
  deviceIdHash: text('device_id_hash').notNull(),
  tenantId: text('tenant_id').notNull().default('public'),
  /** Exactly one of email and phone (E.164) is set. */
  email: text('email'),
  phone: text('phone'),
  /**
   * Set when the code was asked for inside a session (shouldTryLinkingWithSessionUser): a second factor or a
   * new sign-in method for that account, completed in the same session (ADR 0305).
   */
  sessionHandle: text('session_handle'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordlessCodes = pgTable(
  'passwordless_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    preAuthSessionId: text('pre_auth_session_id')
      .notNull()
      .references(() => passwordlessDevices.preAuthSessionId, { onDelete: 'cascade' }),
    /** HMAC of the 6-digit code with the server secret. */
    codeHash: text('code_hash').notNull(),
    linkCodeHash: text('link_code_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passwordless_codes_device_idx').on(t.preAuthSessionId)],
);

export const sessions = pgTable(
  'sessions',
  {
    handle: text('handle').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull().default('public'),
    /** Hash of the current refresh token. */
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    /** Hash of the refresh token it replaced; presenting it again after rotation means theft. */
    previousRefreshTokenHash: text('previous_refresh_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The login method this session signed in with (the access token's `rsub`). */
    recipeUserId: text('recipe_user_id'),
    /** Factors completed in this session: factor id → completion time in seconds (the `st-mfa` claim's `c`). */
    factors: jsonb('factors').$type<Record<string, number>>().notNull().default({}),
    /**
     * The factor the session signed in with, until it is passed again inside the session: until then it does
     * not count as a second factor (a factor counts once per sign-in, ADR 0336). Null: it was passed again.
     */
    firstFactor: text('first_factor'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_prev_rt_idx').on(t.previousRefreshTokenHash),
    // Every start reads the sessions revoked within an access-token lifetime (ADR 0301).
    index('sessions_revoked_idx')
      .on(t.revokedAt)
      .where(sql`revoked_at is not null`),
  ],
);
