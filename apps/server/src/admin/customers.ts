import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, contactMessages, payments, readings, tokenLedger, users } from '../db/schema/index';
import { NotFound } from '../domain/errors';
import { credit } from '../tokens/ledger';

/** Ledger reason of tokens an operator gives a customer. */
const COMPENSATION_REASON = 'compensation';

/** Everything an operator may see about one customer (readings by kind and date, never their text). */
export async function findCustomer(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new NotFound('No customer with this e-mail address.');
  const [ledger, paymentRows, readingRows, messages] = await Promise.all([
    db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id)).orderBy(desc(tokenLedger.id)),
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.createdAt)),
    db
      .select({ id: readings.id, kind: readings.kind, cost: readings.cost, createdAt: readings.createdAt })
      .from(readings)
      .where(eq(readings.userId, user.id))
      .orderBy(desc(readings.createdAt)),
    db.select().from(contactMessages).where(eq(contactMessages.email, email)).orderBy(desc(contactMessages.createdAt)),
  ]);
  return {
    id: user.id,
    email: user.email,
    balance: user.tokenBalance,
    createdAt: user.createdAt.toISOString(),
    deletedAt: user.deletedAt?.toISOString() ?? null,
    ledger: ledger.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      reference: r.reference,
      balanceAfter: r.balanceAfter,
      createdAt: r.createdAt.toISOString(),
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      packageId: p.packageId,
      tokens: p.tokens,
      amount: p.amountCents,
      currency: p.currency,
      provider: p.provider,
      providerIntentId: p.providerIntentId,
      status: p.status,
      amountRefunded: p.amountRefundedCents,
      tokensRefunded: p.tokensRefunded,
      createdAt: p.createdAt.toISOString(),
    })),
    readings: readingRows.map((r) => ({ id: r.id, kind: r.kind, cost: r.cost, createdAt: r.createdAt.toISOString() })),
    contactMessages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export interface Grant {
  operator: string;
  userId: string;
  amount: number;
  reason: string;
  requestKey: string;
}

/**
 * Gives a customer tokens: one ledger credit of kind `compensation` whose reference names the operator
 * and the request key, and its audit row, in one transaction. The same request again (a retry, a double
 * click, a race) finds the credit already there and adds nothing.
 */
export async function grantTokens(db: Db, grant: Grant) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, balance: users.tokenBalance })
      .from(users)
      .where(eq(users.id, grant.userId));
    if (!user) throw new NotFound('No such customer.');
    const result = await credit(tx, {
      userId: grant.userId,
      amount: grant.amount,
      reason: COMPENSATION_REASON,
      reference: `${grant.operator}:${grant.requestKey}`,
    });
    if (!result.alreadyApplied) {
      await tx.insert(auditLog).values({
        actor: grant.operator,
        action: 'grant',
        subjectUserId: grant.userId,
        reason: grant.reason,
        before: { balance: result.balance - grant.amount },
        after: { balance: result.balance, granted: grant.amount },
        requestKey: `${grant.operator}:${grant.requestKey}`,
      });
    }
    return { balance: result.balance, alreadyApplied: result.alreadyApplied };
  });
}

/** The audit log, newest first, optionally filtered. */
export async function listAudit(
  db: Db,
  filter: { action?: string | undefined; actor?: string | undefined; subject?: string | undefined; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor.toLowerCase()));
  if (filter.subject) conditions.push(eq(auditLog.subjectUserId, filter.subject));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
