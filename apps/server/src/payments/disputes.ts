import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { paymentDisputes, payments, type Payment } from '../db/schema/payments';
import { auditMoneyEvent } from '../audit/money';
import { credit, debit, getBalance } from '../tokens';
import { tokensForRefund } from './refunds';

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

type DisputeRow = typeof paymentDisputes.$inferSelect;

/**
 * Brings a purchase in line with its dispute, in one transaction under the payment's lock: while the
 * money is held, the disputed share of the tokens is taken back (never below a zero balance, and never
 * more than refunds left); if the dispute is then won or closed, exactly what it took is given back.
 * A dispute on a purchase not credited yet is recorded and applied when it is credited
 * (`holdBackForOpenDisputes`). Each step happens once per dispute, whatever the order of the events.
 */
export async function applyDispute(db: Executor, dispute: ProviderDispute, now: Date): Promise<DisputeResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, dispute.intentId))
      .for('update');
    if (!payment) return { ok: false, reason: 'unknown-intent' };
    const [record] = await tx
      .insert(paymentDisputes)
      .values({
        disputeId: dispute.id,
        paymentId: payment.id,
        tokensTaken: 0,
        status: dispute.status,
        amount: dispute.amount,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: paymentDisputes.disputeId,
        set: { status: dispute.status, amount: dispute.amount },
      })
      .returning();
    if (!record) throw new Error(`dispute ${dispute.id} was not recorded`);
    if (payment.status !== 'succeeded') return { ok: false, reason: 'not-credited' };
    const done = {
      ok: true as const,
      paymentId: payment.id,
      userId: payment.userId,
      taken: 0,
      released: 0,
      alreadySpent: 0,
    };

    if (disputeHoldsFunds(dispute.status)) {
      if (record.heldAt) return done;
      return { ...done, ...(await holdBack(tx, payment, record, now)) };
    }
    // The money stays with us (won, prevented) or never moved (an inquiry closed).
    if (!record.heldAt || record.reinstatedAt) return done;
    const before = await getBalance(tx, payment.userId);
    if (record.tokensTaken > 0) {
      await credit(tx, {
        userId: payment.userId,
        amount: record.tokensTaken,
        reason: 'dispute-released',
        reference: dispute.id,
      });
    }
    await auditMoneyEvent(tx, {
      actor: payment.provider,
      action: 'dispute-returned',
      userId: payment.userId,
      reason: `dispute ${dispute.status}: tokens given back`,
      before: { paymentId: payment.id, disputeId: dispute.id, balance: before },
      after: { tokensReturned: record.tokensTaken, balance: before + record.tokensTaken },
      reference: dispute.id,
    });
    await tx.update(paymentDisputes).set({ reinstatedAt: now }).where(eq(paymentDisputes.disputeId, dispute.id));
    return { ...done, released: record.tokensTaken };
  });
}

/**
 * For a purchase just credited, inside its fulfilment transaction: holds back the tokens of any dispute
 * that was opened before we heard the payment succeeded and still holds the money.
 */
export async function holdBackForOpenDisputes(tx: Executor, payment: Payment, now: Date): Promise<void> {
  const open = await tx
    .select()
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.paymentId, payment.id), isNull(paymentDisputes.heldAt)));
  for (const record of open) if (disputeHoldsFunds(record.status)) await holdBack(tx, payment, record, now);
}

/** Takes the disputed share of the purchase's tokens (as far as the balance allows) and records it. */
async function holdBack(tx: Executor, payment: Payment, record: DisputeRow, now: Date) {
  const covered = Math.min(
    tokensForRefund(payment.tokens, payment.amountCents, record.amount),
    payment.tokens - payment.tokensRefunded,
  );
  const balance = await getBalance(tx, payment.userId);
  const take = Math.max(0, Math.min(covered, balance));
  if (take > 0) {
    // Within the balance read under the payment's lock: the debit cannot fall short.
    await debit(tx, { userId: payment.userId, amount: take, reason: 'dispute', reference: record.disputeId });
  }
  await auditMoneyEvent(tx, {
    actor: payment.provider,
    action: 'dispute-held',
    userId: payment.userId,
    reason: `dispute ${record.status}: the disputed share of tokens held back`,
    before: { paymentId: payment.id, disputeId: record.disputeId, balance },
    after: { tokensTaken: take, tokensAlreadySpent: Math.max(0, covered - take), balance: balance - take },
    reference: record.disputeId,
  });
  await tx
    .update(paymentDisputes)
    .set({ tokensTaken: take, heldAt: now })
    .where(eq(paymentDisputes.disputeId, record.disputeId));
  return { taken: take, alreadySpent: Math.max(0, covered - take) };
}
