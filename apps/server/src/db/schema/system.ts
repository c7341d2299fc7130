import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-generated secrets and keys (JWT signing keys, the HMAC secret when APP_SECRET is unset). */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  material: jsonb('material').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
