import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { normalisedPhone } from '../auth';
import { auditLog, contactMessages, loginMethods, payments, readings, tokenLedger, users } from '../db/schema/index';
import { InvalidInput, NotFound } from '../domain/errors';
import { credit } from '../tokens';

/**
 * The live account that an address or number opens: its contact e-mail first, then any of its sign-in
 * methods (a phone, a second e-mail, a social identity's address), in any tenant.
 */
async function customerBy(db: Db, by: { email: string } | { phone: string }) {
  if ('email' in by) {
    const [byContact] = await db.select().from(users).where(eq(users.email, by.email)).limit(1);
    if (byContact) return byContact;
  }
  const phone = 'phone' in by ? normalisedPhone(by.phone) : undefined;
  if ('phone' in by && !phone) throw new InvalidInput('This is not a phone number in international form (+…).');
  const [row] = await db
    .select({ user: users })
    .from(loginMethods)
    .innerJoin(users, eq(users.id, loginMethods.userId))
    .where(phone ? eq(loginMethods.phone, phone) : eq(loginMethods.email, (by as { email: string }).email))
    .orderBy(loginMethods.createdAt)
    .limit(1);
  return row?.user;
}

/** Everything an operator may see about one customer (readings by kind and date, never their text). */
export async function findCustomer(db: Db, by: { email: string } | { phone: string }) {
  const user = await customerBy(db, by);
  if (!user) throw new NotFound(`No customer with this ${'email' in by ? 'e-mail address' : 'phone number'}.`);
  const email = user.email;
  const [ledger, paymentRows, readingRows, messages] = await Promise.all([
    db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id)).orderBy(desc(tokenLedger.id)),
    db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.createdAt)),
    db
      .select({ id: readings.id, kind: readings.kind, cost: readings.cost, createdAt: readings.createdAt })
      .from(readings)
      .where(eq(readings.userId, user.id))
      .orderBy(desc(readings.createdAt)),
    email
      ? db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.email, email))
          .orderBy(desc(contactMessages.createdAt))
      : [],
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
      reason: 'compensation', // an operator's grant, as the ledger has always stored it
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

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  /** An e-mail address or a customer id. */
  customer?: string | undefined;
  subject?: string | undefined;
  /** UTC calendar days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Rows older than this id (the previous page's last). */
  before?: number | undefined;
  limit: number;
}

/** The customer id an audit filter names: the id itself, or the account's id for an e-mail address. */
async function subjectOf(db: Db, customer: string): Promise<string | null> {
  if (!customer.includes('@')) return UUID.test(customer) ? customer : null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, customer)).limit(1);
  return user?.id ?? null;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audit log, newest first, filtered, a page at a time (id cursor: rows are only ever appended). */
export async function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor.toLowerCase()));
  for (const customer of [filter.customer, filter.subject]) {
    if (!customer) continue;
    const subject = await subjectOf(db, customer);
    // An unknown customer matches no row (rather than silently dropping the filter).
    conditions.push(subject ? eq(auditLog.subjectUserId, subject) : sql`false`);
  }
  if (filter.from) conditions.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  if (filter.before) conditions.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      subjectUserId: r.subjectUserId,
      reason: r.reason,
      before: r.before,
      after: r.after,
    })),
    nextBefore: rows.length > filter.limit ? page.at(-1)!.id : null,
  };
}
const DAY_MS = 86_400_000;
