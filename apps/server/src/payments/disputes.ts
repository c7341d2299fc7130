import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { paymentDisputes, payments } from '../db/schema/payments';
import { credit, debit, getBalance } from '../tokens/ledger';
import { tokensForRefund } from './refunds';

/** Ledger reasons: tokens taken back while a dispute holds the money, and given back when it is released. */
export const DISPUTE_REASON = 'dispute';
export const DISPUTE_RELEASED_REASON = 'dispute-released';

/** A card dispute as the provider has it now. */
export interface ProviderDispute {
  id: string;
  intentId: string;
  /** The disputed amount, in the currency's smallest unit. */
  amount: number;
  status: string;
}

/**
 * Whether the card network holds the disputed money in this state. Inquiries (`warning_*`) move no money;
 * `won` and `prevented` mean it stays or comes back with us. Pure.
 */
export function disputeHoldsFunds(status: string): boolean {
  return ['needs_response', 'under_review', 'appeal_needs_response', 'appeal_under_review', 'lost'].includes(status);
}

export type DisputeResult =
  | { ok: true; paymentId: string; userId: string; taken: number; released: number; alreadySpent: number }
  | { ok: false; reason: 'unknown-intent' | 'not-credited' };

/**
 * Brings a purchase in line with its dispute, in one transaction under the payment's lock: while the
 * money is held, the disputed share of the tokens is taken back (never below a zero balance, and never
 * more than refunds left); if the dispute is then won or closed, exactly what it took is given back.
 * Each step happens once per dispute, however often or in whatever order the events arrive.
 */
export async function applyDispute(db: Executor, dispute: ProviderDispute, now: Date): Promise<DisputeResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.providerIntentId, dispute.intentId)).for('update');
    if (!payment) return { ok: false, reason: 'unknown-intent' };
    if (payment.status !== 'succeeded') return { ok: false, reason: 'not-credited' };
    const done = { ok: true as const, paymentId: payment.id, userId: payment.userId };
    const [record] = await tx.select().from(paymentDisputes).where(eq(paymentDisputes.disputeId, dispute.id));

    if (disputeHoldsFunds(dispute.status)) {
      if (record) {
        await tx.update(paymentDisputes).set({ status: dispute.status }).where(eq(paymentDisputes.disputeId, dispute.id));
        return { ...done, taken: 0, released: 0, alreadySpent: 0 };
      }
      const covered = Math.min(tokensForRefund(payment.tokens, payment.amountCents, dispute.amount), payment.tokens - payment.tokensRefunded);
      const take = Math.max(0, Math.min(covered, await getBalance(tx, payment.userId)));
      if (take > 0) {
        const result = await debit(tx, { userId: payment.userId, amount: take, reason: DISPUTE_REASON, reference: dispute.id });
        if (!result.ok) throw new Error(`dispute debit refused under the payment lock: ${JSON.stringify(result)}`);
      }
      await tx.insert(paymentDisputes).values({ disputeId: dispute.id, paymentId: payment.id, tokensTaken: take, status: dispute.status, createdAt: now });
      return { ...done, taken: take, released: 0, alreadySpent: Math.max(0, covered - take) };
    }

    // The money stays with us (won, prevented) or never moved (an inquiry closed).
    if (!record || record.reinstatedAt) {
      if (record) await tx.update(paymentDisputes).set({ status: dispute.status }).where(eq(paymentDisputes.disputeId, dispute.id));
      return { ...done, taken: 0, released: 0, alreadySpent: 0 };
    }
    if (record.tokensTaken > 0) {
      await credit(tx, { userId: payment.userId, amount: record.tokensTaken, reason: DISPUTE_RELEASED_REASON, reference: dispute.id });
    }
    await tx.update(paymentDisputes).set({ status: dispute.status, reinstatedAt: now }).where(eq(paymentDisputes.disputeId, dispute.id));
    return { ...done, taken: 0, released: record.tokensTaken, alreadySpent: 0 };
  });
}
