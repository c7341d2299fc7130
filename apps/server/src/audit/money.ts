import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/audit';

/** A money event as the audit log keeps it: the system part that acted, what, for whom, and the balances. */
interface MoneyEvent {
  /** e.g. "stripe", "test" (the payment provider), or "customer". */
  actor: string;
  /** "purchase", "refund", "dispute-held", "dispute-returned", "account-deleted". */
  action: string;
  userId: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The ledger's unique reference of the change: a replayed event finds its row and adds none. */
  reference: string;
}

/**
 * Writes the audit row of a money event inside the transaction that moves the tokens, so both happen or
 * neither; unique per (action, reference), so a replay adds nothing.
 */
export async function auditMoneyEvent(tx: Executor, event: MoneyEvent): Promise<void> {
  await tx
    .insert(auditLog)
    .values({
      actor: event.actor,
      action: event.action,
      subjectUserId: event.userId,
      reason: event.reason,
      before: event.before,
      after: event.after,
      requestKey: event.reference,
    })
    .onConflictDoNothing();
}
