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
    /** Set when an operator replied or marked the message answered (the inbox lists the others first). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
    /** The operator's reply, kept with the message and e-mailed to the sender by the reply job. */
    reply: text('reply'),
    /** Set once the reply was accepted by the mail server; null while it is waiting or being retried. */
    replySentAt: timestamp('reply_sent_at', { withTimezone: true }),
    replyAttempts: integer('reply_attempts').notNull().default(0),
    /** When the next send of the reply is due; null: due at once. */
    nextReplyAt: timestamp('next_reply_at', { withTimezone: true }),
  },
  (t) => [
    // The retry sweep reads only messages not forwarded yet, those due first.
    index('contact_messages_forward_due')
      .on(t.nextForwardAt)
      .where(sql`forwarded_at is null`),
    // The reply sweep reads only replies not sent yet.
    index('contact_messages_reply_due')
      .on(t.nextReplyAt)
      .where(sql`reply is not null and reply_sent_at is null`),
  ],
);
