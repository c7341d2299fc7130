import { isPlainText, PLAIN_TEXT_MESSAGE } from './text';
import { z } from './zod';

/** GET /api/admin/customers?email=… */
export const CustomerQuery = z.object({ email: z.string().trim().toLowerCase().min(3).max(320) });

/** Every operator action says why; the reason goes to the audit log. */
const Reason = z
  .string()
  .trim()
  .min(3, 'say why (at least 3 characters)')
  .max(500)
  .refine(isPlainText, PLAIN_TEXT_MESSAGE);

/** POST /api/admin/customers/:id/grants — `requestKey` makes a retried or doubled request count once. */
export const GrantRequest = z.object({
  amount: z.number().int().min(1).max(10_000),
  reason: Reason,
  requestKey: z.string().min(8).max(100),
});
export type GrantRequest = z.infer<typeof GrantRequest>;

/** GET /api/admin/audit */
export const AuditQuery = z.object({
  action: z.string().max(50).optional(),
  actor: z.string().max(320).optional(),
  subject: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** The customer a per-customer action is about. */
export const CustomerParams = z.object({ id: z.uuid('not a customer id') });

/** POST /api/admin/customers/:id/payments/:paymentId/refunds — `amount` in the smallest currency unit; all that is left when absent. */
export const RefundRequest = z.object({
  amount: z.number().int().min(1).optional(),
  reason: Reason,
  requestKey: z.string().min(8).max(100),
});

export const PaymentParams = z.object({ id: z.uuid('not a customer id'), paymentId: z.uuid('not a payment id') });

/**
 * An action that needs only a reason and a request key: resending a receipt or a reading, marking a
 * message answered without a reply.
 */
export const ReasonedRequest = z.object({ reason: Reason, requestKey: z.string().min(8).max(100) });

export const ReadingParams = z.object({ id: z.uuid('not a customer id'), readingId: z.uuid('not a reading id') });

/** GET /api/admin/messages — the inbox, a page at a time. */
export const InboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const MessageParams = z.object({ id: z.uuid('not a message id') });

/** POST /api/admin/messages/:id/reply — the text is e-mailed to the sender and kept with the message. */
export const ReplyRequest = z.object({
  text: z.string().trim().min(1, 'write a reply').max(10_000).refine(isPlainText, PLAIN_TEXT_MESSAGE),
  requestKey: z.string().min(8).max(100),
});
