import { isPlainText, PLAIN_TEXT_MESSAGE } from './text';
import { z } from './zod';

/** GET /api/admin/customers?email=… or ?phone=… (any of the customer's sign-in addresses or numbers). */
export const CustomerQuery = z.union(
  [
    z.object({ email: z.string().trim().toLowerCase().min(3).max(320) }),
    z.object({ phone: z.string().trim().min(3).max(40) }),
  ],
  { message: 'Give an e-mail address or a phone number.' },
);

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

/** What the audit log records: operator actions, then money events that no operator starts. */
export const AUDIT_ACTIONS = [
  'grant',
  'refund',
  'resend-receipt',
  'resend-reading',
  'inbox-reply',
  'inbox-answered',
  'purchase',
  'payment-refunded',
  'dispute-held',
  'dispute-returned',
  'account-deleted',
] as const;

const day = z.iso.date('use a date like 2026-11-23');

/**
 * GET /api/admin/audit — newest first, a page at a time (`before`: the last id of the previous page).
 * `customer` is an e-mail address or a customer id; `from`/`to` are UTC calendar days, both included.
 */
export const AuditQuery = z
  .object({
    action: z.string().max(50).optional(),
    actor: z.string().trim().toLowerCase().max(320).optional(),
    customer: z.string().trim().toLowerCase().max(320).optional(),
    /** Kept for callers that already know the id; the same as `customer`. */
    subject: z.uuid('not a customer id').optional(),
    from: day.optional(),
    to: day.optional(),
    before: z.coerce.number().int().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'the first day comes after the last', path: ['to'] });
export type AuditQuery = z.infer<typeof AuditQuery>;

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

// Answers, as the console reads them.

/** GET /api/admin/me: the signed-in operator (any one else gets a 404). */
export interface OperatorView {
  email: string;
}

export interface CustomerLedgerEntry {
  id: number;
  /** Signed: positive when tokens came in. */
  amount: number;
  /** The ledger's kind: purchase, reading, compensation, refund, dispute, … */
  reason: string;
  reference: string | null;
  balanceAfter: number;
  createdAt: string;
}

export interface CustomerPayment {
  id: string;
  packageId: string;
  tokens: number;
  /** Smallest currency unit. */
  amount: number;
  currency: string;
  provider: string;
  providerIntentId: string | null;
  /** The payment's status as the provider last reported it. */
  status: string;
  amountRefunded: number;
  tokensRefunded: number;
  createdAt: string;
}

/** GET /api/admin/customers?email=… or ?phone=… */
export interface CustomerView {
  id: string;
  /** The contact address; null for an account reached only by phone or an unverified social identity. */
  email: string | null;
  balance: number;
  createdAt: string;
  deletedAt: string | null;
  ledger: CustomerLedgerEntry[];
  payments: CustomerPayment[];
  /** Kinds and dates only, never the reading's text. */
  readings: { id: string; kind: string; cost: number; createdAt: string }[];
  contactMessages: { id: string; name: string; message: string; createdAt: string }[];
}

/** Every action's answer says whether this request was the first with its key. */
export interface ActionResult {
  alreadyApplied: boolean;
}
export interface GrantResult extends ActionResult {
  balance: number;
}
export interface RefundResult extends ActionResult {
  amountRefunded?: number;
  tokensTakenBack?: number;
  tokensAlreadySpent?: number;
}

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  answeredAt: string | null;
  answeredBy: string | null;
  reply: string | null;
  replySentAt: string | null;
}

/** GET /api/admin/messages */
export interface InboxPage {
  messages: InboxMessage[];
  nextOffset: number | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  subjectUserId: string | null;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/admin/audit: `nextBefore` asks for the older rows. */
export interface AuditPage {
  entries: AuditEntry[];
  nextBefore: number | null;
}
