import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type Payment, payments } from '../db/schema/payments';
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

/** One side of a mismatch: what a payment is for, never anything about the card. */
interface PaymentTerms {
  amount: number;
  currency: string;
  paymentId: string | undefined;
}

/** What differed between our order and the provider's record, for the log (ADR 0940). */
interface MismatchDetail {
  intentId: string;
  paymentId: string;
  differs: 'amount' | 'currency' | 'paymentId';
  expected: PaymentTerms;
  received: PaymentTerms;
}

/**
 * The provider's record of a payment differs from what we sold (amount, currency, or the payment it names):
 * nothing is credited. A 409 to whoever asked, so Stripe's webhook delivery tries again (ADR 0915); `mismatch`
 * is not sent to them, and `reconcile` logs it (ADR 0940).
 */
export class PaymentMismatch extends Conflict {
  constructor(readonly mismatch: MismatchDetail) {
    super('The payment does not match its order; it was not credited.');
  }
}

/** The first thing the provider's record says differently from our order, or undefined when they agree. */
function mismatchOf(intent: ProviderIntent, payment: Payment): MismatchDetail | undefined {
  const expected = { amount: payment.amountCents, currency: payment.currency, paymentId: payment.id };
  const received = { amount: intent.amountReceived, currency: intent.currency, paymentId: intent.metadata.paymentId };
  const differs =
    received.amount !== expected.amount
      ? 'amount'
      : received.currency.toLowerCase() !== expected.currency.toLowerCase()
        ? 'currency'
        : received.paymentId && received.paymentId !== expected.paymentId
          ? 'paymentId'
          : undefined;
  return differs && { intentId: intent.id, paymentId: payment.id, differs, expected, received };
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
    const mismatch = mismatchOf(intent, payment);
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
