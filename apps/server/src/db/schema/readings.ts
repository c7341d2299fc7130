import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** The reader's own Hebrew spelling of the name, when they corrected the suggestion; it drove the gematria. */
    hebrewName: text('hebrew_name'),
    /** Compatibility readings: the second person. */
    partner: jsonb('partner').$type<{ name: string; dateOfBirth: string; isMorning: boolean }>(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    /** The person's numbers shown as cards above the text, as the engine gave them. */
    highlights: jsonb('highlights').$type<{ label: string; value: string; meaning: string }[]>().notNull().default([]),
    /** What the reading lights on the Tree of Life, as the engine computed it; null on rows older than the column. */
    tree: jsonb('tree').$type<{ sephirot: string[]; paths: number[] }>(),
    /** True when an LLM narrator rewrote the engine's text. */
    narrated: boolean('narrated').notNull().default(false),
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
