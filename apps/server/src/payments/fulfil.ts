import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { payments } from '../db/schema/payments';
import { auditMoneyEvent } from '../audit/money';
import { Conflict } from '../domain/errors';
import { credit, getBalance } from '../tokens';
import type { ProviderIntent } from './provider';
import { holdBackForOpenDisputes } from './disputes';
import { applyRefund } from './refunds';

/** Credited now or before, or nothing to credit: an intent not (yet) succeeded, or not one of ours. */
export type FulfilResult =
  | { ok: true; paymentId: string; userId: string; balance: number; alreadyApplied: boolean }
  | { ok: false; reason: 'unknown-intent' | 'not-succeeded'; detail: string };

/**
 * The provider's record of a payment differs from what we sold (amount, currency, or the payment it names):
 * nothing is credited. A 409 to whoever asked, so Stripe's webhook delivery tries again (ADR 0915).
 */
class PaymentMismatch extends Conflict {
  constructor(readonly mismatch: string) {
    super('The payment does not match its order; it was not credited.');
  }
}

/**
 * The one fulfilment path (webhook, sync and test-mode confirm all end here): credits the tokens of a
 * succeeded intent exactly once. One transaction locks the payment row, credits the ledger under the
 * intent id (unique per reason) and marks the payment succeeded, so concurrent callers cannot both credit.
 * A provider's record that does not match the order throws PaymentMismatch.
 */
export async function fulfilPayment(db: Executor, intent: ProviderIntent, now: Date): Promise<FulfilResult> {
  if (intent.status !== 'succeeded') return { ok: false, reason: 'not-succeeded', detail: intent.status };
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.providerIntentId, intent.id)).for('update');
    if (!payment) return { ok: false, reason: 'unknown-intent', detail: intent.id };
    if (payment.status === 'succeeded') {
      return {
        ok: true,
        paymentId: payment.id,
        userId: payment.userId,
        balance: await getBalance(tx, payment.userId),
        alreadyApplied: true,
      };
    }
    // Decide from the provider's record, and only when it matches what we sold.
    const mismatch =
      intent.amountReceived !== payment.amountCents
        ? `amount received ${intent.amountReceived} != ${payment.amountCents}`
        : intent.currency.toLowerCase() !== payment.currency.toLowerCase()
          ? `currency ${intent.currency} != ${payment.currency}`
          : intent.metadata.paymentId && intent.metadata.paymentId !== payment.id
            ? `metadata.paymentId ${intent.metadata.paymentId} != ${payment.id}`
            : undefined;
    if (mismatch) throw new PaymentMismatch(mismatch);
    const { alreadyApplied, balance: credited } = await credit(tx, {
      userId: payment.userId,
      amount: payment.tokens,
      reason: 'purchase',
      reference: intent.id,
    });
    if (!alreadyApplied) {
      await auditMoneyEvent(tx, {
        actor: payment.provider,
        action: 'purchase',
        userId: payment.userId,
        reason: `purchase credited: ${payment.tokens} tokens`,
        before: { paymentId: payment.id, balance: credited - payment.tokens },
        after: { balance: credited, tokens: payment.tokens, amount: payment.amountCents, currency: payment.currency },
        reference: intent.id,
      });
    }
    await tx
      .update(payments)
      .set({ status: 'succeeded', failureMessage: null, fulfilledAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    // Disputed or refunded before we heard it succeeded (its success was only learnt late, e.g. by the
    // sweep): applied in the same transaction, so those tokens are never usable.
    await holdBackForOpenDisputes(tx, payment, now);
    if (intent.amountRefunded > 0) await applyRefund(tx, intent, now);
    const after = await getBalance(tx, payment.userId);
    return { ok: true, paymentId: payment.id, userId: payment.userId, balance: after, alreadyApplied };
  });
}

/** Records a refused attempt; a succeeded payment stays succeeded (forward-only state machine). */
export async function recordPaymentFailure(db: Executor, intentId: string, message: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message.slice(0, 500), updatedAt: now })
    .where(and(eq(payments.providerIntentId, intentId), ne(payments.status, 'succeeded')));
}
