import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
