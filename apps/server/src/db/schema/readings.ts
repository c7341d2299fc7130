import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const readings = pgTable(
  'readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for free readings of signed-out visitors. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** Calendar date YYYY-MM-DD, never an instant. */
    dateOfBirth: text('date_of_birth').notNull(),
    isMorning: boolean('is_morning').notNull(),
    question: text('question'),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    cost: integer('cost').notNull(),
    profileId: text('profile_id').notNull(),
    profileVersion: text('profile_version').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('readings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('readings_user_created_idx').on(t.userId, t.createdAt),
  ],
);
