import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { readings } from './readings';
import { users } from './users';

/** Public links to a reading's numbers and summary (never the name or date of birth). */
export const readingShares = pgTable(
  'reading_shares',
  {
    /** 128 random bits, base64url: the unguessable part of /s/<token>. */
    token: text('token').primaryKey(),
    readingId: uuid('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner revokes the link; the page then answers 404. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('reading_shares_reading_idx').on(t.readingId)],
);

/**
 * Share links made from a signed-out reader's free reading, which is kept on their device and stored nowhere
 * else: only what the link shows is kept here (the kind, the public numbers and the tree), never the name, the
 * date of birth or the text. The device holds a key to stop sharing; only its SHA-256 is kept.
 */
export const deviceReadingShares = pgTable('device_reading_shares', {
  /** 128 random bits, base64url: the unguessable part of /s/<token>, as for reading_shares. */
  token: text('token').primaryKey(),
  kind: text('kind').$type<'simple'>().notNull(),
  numbers: jsonb('numbers').$type<{ label: string; value: string; meaning: string }[]>().notNull(),
  tree: jsonb('tree').$type<{ sephirot: string[]; paths: number[] }>(),
  stopKeyHash: text('stop_key_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the sharing device stops the link; the pages then answer 404. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
