import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the operator was e-mailed; null while forwarding is off or has not succeeded yet. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** Forwarding attempts so far (the first right after storing, then retries with backoff). */
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    lastForwardAttemptAt: timestamp('last_forward_attempt_at', { withTimezone: true }),
    /** When the next attempt is due (set with each attempt); null: due at once. */
    nextForwardAt: timestamp('next_forward_at', { withTimezone: true }),
  },
  (t) => [
    // The retry sweep reads only messages not forwarded yet, those due first.
    index('contact_messages_forward_due')
      .on(t.nextForwardAt)
      .where(sql`forwarded_at is null`),
  ],
);
