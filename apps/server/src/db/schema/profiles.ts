import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The reader's own details, pre-filled on every form, and their Daily Numbers e-mail choice. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Calendar date YYYY-MM-DD, never an instant. */
  dateOfBirth: text('date_of_birth').notNull(),
  isMorning: boolean('is_morning').notNull(),
  /** The reader's own Hebrew spelling of the name, when they corrected the suggestion. */
  hebrewName: text('hebrew_name'),
  /** Opted in to the Daily Numbers e-mail each morning. */
  dailyEmail: boolean('daily_email').notNull().default(false),
  /** IANA time zone the morning e-mail follows (from the reader's browser when they opted in). */
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per Daily Numbers e-mail and local day: the primary key is the claim, so two instances running
 * the job at once never both send (the loser's insert does nothing).
 */
export const dailySends = pgTable(
  'daily_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reader's local calendar date the e-mail is for. */
    day: text('day').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
