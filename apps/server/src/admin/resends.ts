import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { auditLog, payments, readings } from '../db/schema/index';
import { Conflict, InvalidInput, NotFound, PeerFailed, Unavailable } from '../domain/errors';
import { sendPurchaseReceipt } from '../payments';
import { emailReading } from '../readings';

export interface ResendOrder {
  operator: string;
  userId: string;
  reason: string;
  requestKey: string;
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Claims a resend in the audit log (one row per request key): true when this request is the first with
 * its key, so a retried or doubled click sends one e-mail. The row records the request; the e-mail's
 * outcome is the answer to the operator.
 */
async function claim(ctx: AppContext, order: ResendOrder, action: string, what: Record<string, unknown>) {
  const inserted = await ctx.db
    .insert(auditLog)
    .values({
      actor: order.operator,
      action,
      subjectUserId: order.userId,
      reason: order.reason,
      after: what,
      requestKey: `${order.operator}:${order.requestKey}`,
    })
    .onConflictDoNothing()
    .returning({ id: auditLog.id });
  return inserted.length > 0;
}

/** E-mails a paid purchase's receipt to the customer again. */
export async function resendReceipt(ctx: AppContext, order: ResendOrder & { paymentId: string }, log: Log) {
  const [payment] = await ctx.db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, order.paymentId), eq(payments.userId, order.userId)));
  if (!payment) throw new NotFound('No such payment for this customer.');
  if (payment.status !== 'succeeded') throw new Conflict('Only a paid purchase has a receipt.');
  if (!(await claim(ctx, order, 'resend-receipt', { paymentId: order.paymentId }))) return { alreadyApplied: true };
  await sendPurchaseReceipt(ctx, order.paymentId, log);
  return { alreadyApplied: false };
}

/** E-mails one of the customer's saved readings to them again (their own hourly limit applies). */
export async function resendReading(ctx: AppContext, order: ResendOrder & { readingId: string }, log: Log) {
  const [reading] = await ctx.db
    .select({ id: readings.id })
    .from(readings)
    .where(and(eq(readings.id, order.readingId), eq(readings.userId, order.userId)));
  if (!reading) throw new NotFound('No such reading for this customer.');
  if (!(await claim(ctx, order, 'resend-reading', { readingId: order.readingId }))) return { alreadyApplied: true };
  // For the operator every reason the e-mail did not go (no address, the mail server) is one: not sent.
  const { sentTo } = await emailReading(ctx, order.userId, order.readingId, log).catch((err: unknown) => {
    if (err instanceof NotFound || err instanceof InvalidInput || err instanceof PeerFailed)
      throw new Unavailable('The e-mail could not be sent; try again with a new request.');
    throw err;
  });
  return { alreadyApplied: false, sentTo };
}
