import { date, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Free readings answered to signed-out visitors, per UTC day (ADR 0163): only a day and a count, nothing
 * about the visitor or the reading. Written behind by readings/visitor-tally.ts.
 */
export const visitorReadings = pgTable('visitor_readings', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull(),
});
