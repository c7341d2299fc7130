import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { users } from './users';

/**
 * A reader's multi-factor setting (ADR 0330): on once their first authenticator app is verified, off when
 * the last one is removed or a recovery reset takes effect. TOTP and recovery-code failures are counted
 * here, across all of the reader's devices, so that switching device does not reset the count.
 */
export const mfaSettings = pgTable('mfa_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  /** The reader lost every factor and asked, by e-mail code, to turn MFA off: it happens 7 days later (ADR 0333). */
  resetRequestedAt: timestamp('reset_requested_at', { withTimezone: true }),
});

/** Authenticator apps (RFC 6238). The secret is encrypted with a key derived from the app secret (ADR 0331). */
export const totpDevices = pgTable(
  'totp_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** AES-256-GCM of the base32 secret: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
    secretCipher: text('secret_cipher').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** The last 30-second step whose code was accepted: that code and older ones are refused. */
    lastUsedStep: integer('last_used_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('totp_devices_user_name_uq').on(t.userId, t.name)],
);

/** One-time recovery codes, stored only as keyed hashes; each passes the TOTP factor once (ADR 0333). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mfa_recovery_codes_user_idx')
      .on(t.userId)
      .where(sql`used_at is null`),
  ],
);

/**
 * Wrong recovery codes, counted per session (ADR 0337): 50-bit codes need no account-wide lock, and a visitor
 * holding only the first factor must not be able to lock the owner out of the way round a locked app. Each new
 * session costs them a first factor, which has limits of its own.
 */
export const mfaRecoveryAttempts = pgTable('mfa_recovery_attempts', {
  sessionHandle: text('session_handle')
    .primaryKey()
    .references(() => sessions.handle, { onDelete: 'cascade' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
});
