import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, payments } from '../db/schema/index';
import { Conflict, InvalidInput, NotFound, Unavailable } from '../domain/errors';
import { applyRefund, type StripeProvider } from '../payments';

export interface RefundOrder {
  operator: string;
  userId: string;
  paymentId: string;
  /** Smallest currency unit; all that is left when absent. */
  amount?: number | undefined;
  reason: string;
  requestKey: string;
}

/**
 * Refunds (part of) a customer's purchase through Stripe, then takes the tokens back through the same
 * path as Stripe's own refund events (applyRefund: the refunded share, once, never below zero), and
 * writes one audit row. Retries and races converge: Stripe replays the refund for the same idempotency
 * key, applyRefund applies only what was not applied before, and the audit row is unique per request key.
 */
export async function refundPayment(db: Db, stripe: StripeProvider | undefined, order: RefundOrder, now: Date) {
  if (!stripe) throw new Unavailable('Refunds go through Stripe; test-mode payments cannot be refunded.');
  const key = `${order.operator}:${order.requestKey}`;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, order.paymentId), eq(payments.userId, order.userId)));
  if (!payment) throw new NotFound('No such payment for this customer.');
  const [done] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'refund'), eq(auditLog.requestKey, key)));
  if (done) return { alreadyApplied: true, ...done.after };
  if (payment.status !== 'succeeded' || !payment.providerIntentId) {
    throw new Conflict('Only a paid purchase can be refunded.');
  }
  const left = payment.amountCents - payment.amountRefundedCents;
  const amount = order.amount ?? left;
  if (left <= 0) throw new Conflict('This payment is already refunded in full.');
  if (amount > left) throw new InvalidInput(`At most ${left} can still be refunded.`);

  await stripe.refund(payment.providerIntentId, amount, `admin-refund:${key}`);
  const intent = await stripe.retrieveIntent(payment.providerIntentId);
  return db.transaction(async (tx) => {
    const result = await applyRefund(tx, intent, now);
    const after = {
      amountRefunded: intent.amountRefunded,
      tokensTakenBack: result.ok ? result.revoked : 0,
      tokensAlreadySpent: result.ok ? result.alreadySpent : 0,
    };
    await tx
      .insert(auditLog)
      .values({
        actor: order.operator,
        action: 'refund',
        subjectUserId: order.userId,
        reason: order.reason,
        before: { paymentId: payment.id, amountRefunded: payment.amountRefundedCents, refund: amount },
        after,
        requestKey: key,
      })
      .onConflictDoNothing();
    return { alreadyApplied: false, ...after };
  });
}
