import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Everything oidc-provider stores (sessions, interactions, grants, codes, tokens, replay records), one row
 * per model and id, so that a flow started on one instance finishes on another and survives a restart
 * (apps/server/src/oauth/adapter.ts, ADR 0311).
 */
export const oauthRecords = pgTable(
  'oauth_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    /** Lets a grant's codes and tokens be revoked together. */
    grantId: text('grant_id'),
    /** A login session's uid (Session.findByUid). */
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oauth_records_grant_idx')
      .on(t.grantId)
      .where(sql`grant_id is not null`),
    index('oauth_records_uid_idx')
      .on(t.uid)
      .where(sql`uid is not null`),
    index('oauth_records_expires_idx').on(t.expiresAt),
  ],
);
