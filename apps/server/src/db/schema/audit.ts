import { bigserial, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only record of operator actions (and, as they are wired in, money events): who, what, when,
 * why, and the state before and after. Rows are only ever inserted; no foreign key, so they outlive
 * the accounts they name.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's e-mail address, or the system part that acted (e.g. "stripe"). */
    actor: text('actor').notNull(),
    /** What was done, e.g. "grant". */
    action: text('action').notNull(),
    /** The customer concerned, when there is one. */
    subjectUserId: uuid('subject_user_id'),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The operator's request key: a retried or raced request finds its first row instead of adding one. */
    requestKey: text('request_key'),
  },
  (t) => [
    unique('audit_log_action_request_key').on(t.action, t.requestKey),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subject_idx').on(t.subjectUserId),
  ],
);
