import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { payments } from '../db/schema/payments';
import { auditMoneyEvent } from '../audit/money';
import { debit, getBalance } from '../tokens';
import type { ProviderIntent } from './provider';

/**
 * Tokens a refund takes back: the refunded share of the package, rounded to the nearest token, so a
 * full refund takes back exactly what was credited. Pure.
 */
export function tokensForRefund(tokens: number, amountCents: number, refundedCents: number): number {
  if (amountCents <= 0 || refundedCents <= 0) return 0;
  const share = Math.min(refundedCents, amountCents) / amountCents;
  return Math.min(tokens, Math.round(tokens * share));
}

export type RefundResult =
  | { ok: true; paymentId: string; userId: string; revoked: number; alreadySpent: number; balance: number }
  | { ok: false; reason: 'unknown-intent' | 'not-credited' };

/**
 * Applies the provider's cumulative refunded amount to one purchase, in one transaction: the payment
 * row is locked (one refund at a time per payment) and only the part not handled before is applied,
 * so replays and out-of-order events change nothing. The tokens are taken back through the ledger,
 * but a balance never goes below zero: tokens already spent on readings cannot be taken back, and
 * tokens bought later are another purchase, so that part is returned as `alreadySpent` for the log.
 */
export async function applyRefund(db: Executor, intent: ProviderIntent, now: Date): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.providerIntentId, intent.id)).for('update');
    if (!payment) return { ok: false, reason: 'unknown-intent' };
    const refunded = Math.max(payment.amountRefundedCents, intent.amountRefunded);
    // A purchase that was never credited has no tokens to take back.
    const covered = payment.status === 'succeeded' ? tokensForRefund(payment.tokens, payment.amountCents, refunded) : 0;
    const due = Math.max(0, covered - payment.tokensRefunded);
    const balance = await getBalance(tx, payment.userId);
    const revoke = Math.min(due, balance);
    await tx
      .update(payments)
      .set({ amountRefundedCents: refunded, tokensRefunded: Math.max(covered, payment.tokensRefunded), updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (payment.status !== 'succeeded') return { ok: false, reason: 'not-credited' };
    // One audit row per level of refund reached (the refunded total is the reference), tokens or not.
    if (refunded > payment.amountRefundedCents) {
      await auditMoneyEvent(tx, {
        actor: payment.provider,
        action: 'payment-refunded',
        userId: payment.userId,
        reason: `payment refunded: ${refunded} of ${payment.amountCents}`,
        before: { paymentId: payment.id, amountRefunded: payment.amountRefundedCents, balance },
        after: {
          amountRefunded: refunded,
          tokensTakenBack: revoke,
          tokensAlreadySpent: due - revoke,
          balance: balance - revoke,
        },
        reference: `${intent.id}:refunded:${refunded}`,
      });
    }
    if (revoke === 0)
      return { ok: true, paymentId: payment.id, userId: payment.userId, revoked: 0, alreadySpent: due, balance };
    // One entry per level of refund reached: a replay that slipped past the lock would still be refused.
    const result = await debit(tx, {
      userId: payment.userId,
      amount: revoke,
      reason: 'refund',
      reference: `${intent.id}:${covered}`,
    });
    return {
      ok: true,
      paymentId: payment.id,
      userId: payment.userId,
      revoked: revoke,
      alreadySpent: due - revoke,
      balance: result.balance,
    };
  });
}
