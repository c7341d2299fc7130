import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { AccountResponse, TokenHistoryEntry, TokenHistoryPage, TokenMovementKind } from '@app/contracts/account';
import { isLedgerReason } from '@app/contracts/ledger';
import type { ReadingKind } from '@app/contracts/reading-limits';
import type { Executor } from '../db/client';
import { InvalidInput, NotFound } from '../domain/errors';
import type { MailMessage } from '../mail/mailer';
import { utcMinute } from '../mail/text';
import { passwordlessDevices, sessions } from '../db/schema/auth';
import { contactMessages } from '../db/schema/contact';
import { emailVerificationTokens } from '../db/schema/email-verification';
import { loginMethods } from '../db/schema/login-methods';
import { mfaRecoveryCodes, mfaSettings, totpDevices } from '../db/schema/mfa';
import { oauthRecords } from '../db/schema/oauth';
import { payments } from '../db/schema/payments';
import { dailySends, profiles } from '../db/schema/profiles';
import { readingShares } from '../db/schema/shares';
import { readings } from '../db/schema/readings';
import { tokenLedger } from '../db/schema/tokens';
import { users } from '../db/schema/users';
import { auditMoneyEvent } from '../audit/money';
import { forgetPaymentCustomers } from '../payments';
import { debit } from '../tokens';

/** What a reader whose account was deleted (by another of their sessions) is told. */
const ACCOUNT_GONE = 'This account no longer exists.';

/** The signed-in reader's account; NotFound once it is deleted. */
export async function getAccount(db: Executor, userId: string): Promise<AccountResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt) throw new NotFound(ACCOUNT_GONE);
  return { email: user.email, tokens: user.tokenBalance, createdAt: user.createdAt.toISOString() };
}

/** Every token movement of the reader, newest first (keyset pagination on the ledger's id). */
export async function tokenHistory(
  db: Executor,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<TokenHistoryPage> {
  const rows = await db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), query.cursor ? lt(tokenLedger.id, Number(query.cursor)) : undefined))
    .orderBy(desc(tokenLedger.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const [kinds, paid] = await Promise.all([readingKinds(db, page), amountsPaid(db, userId, page)]);
  return {
    entries: page.map((row) => {
      const entry = toEntry(row);
      if (entry.readingId && kinds.has(entry.readingId)) entry.readingKind = kinds.get(entry.readingId);
      if (entry.kind === 'purchase' && paid.has(row.reference)) entry.paid = paid.get(row.reference);
      return entry;
    }),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kind of each reading a page of the ledger paid for (readings deleted since are simply absent). */
async function readingKinds(db: Executor, rows: (typeof tokenLedger.$inferSelect)[]) {
  const ids = rows.filter((r) => r.reason === 'reading' && UUID.test(r.reference)).map((r) => r.reference);
  if (ids.length === 0) return new Map<string, ReadingKind>();
  const found = await db
    .select({ id: readings.id, kind: readings.kind })
    .from(readings)
    .where(inArray(readings.id, ids));
  return new Map(found.map((r) => [r.id, r.kind as ReadingKind]));
}

/** What each purchase on a page of the ledger cost (a purchase's reference is its provider intent id). */
async function amountsPaid(db: Executor, userId: string, rows: (typeof tokenLedger.$inferSelect)[]) {
  const intents = rows.filter((r) => r.reason === 'purchase').map((r) => r.reference);
  if (intents.length === 0) return new Map<string, { amount: number; currency: string }>();
  const found = await db
    .select({ intent: payments.providerIntentId, amount: payments.amountCents, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.providerIntentId, intents)));
  return new Map(found.map((p) => [p.intent!, { amount: p.amount, currency: p.currency }]));
}

function toEntry(row: typeof tokenLedger.$inferSelect): TokenHistoryEntry {
  // The stored reason as it is (a row from a later version may carry one this version does not know).
  const kind: TokenMovementKind = isLedgerReason(row.reason) ? row.reason : 'other';
  return {
    id: row.id,
    kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
    ...(kind === 'reading' ? { readingId: row.reference } : {}),
  };
}

/** Everything we keep about the reader, as one JSON document (the right to data portability). */
export async function exportAccount(db: Executor, userId: string, now: Date) {
  const account = await getAccount(db, userId);
  const [readingRows, ledgerRows, paymentRows, messageRows, profileRows, shareRows] = await Promise.all([
    db.select().from(readings).where(eq(readings.userId, userId)).orderBy(desc(readings.createdAt)),
    db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId)).orderBy(desc(tokenLedger.id)),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)),
    account.email
      ? db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.email, account.email))
          .orderBy(desc(contactMessages.createdAt))
      : [],
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select().from(readingShares).where(eq(readingShares.userId, userId)).orderBy(desc(readingShares.createdAt)),
  ]);
  const profile = profileRows[0];
  return {
    exportedAt: now.toISOString(),
    account,
    readings: readingRows.map((r) => ({
      id: r.id,
      kind: r.kind,
      createdAt: r.createdAt.toISOString(),
      name: r.name,
      dateOfBirth: r.dateOfBirth,
      bornInTheMorning: r.isMorning,
      question: r.question,
      title: r.title,
      text: r.markdown,
      tokensSpent: r.cost,
      calculation: `${r.profileId} ${r.profileVersion}`,
    })),
    tokenHistory: ledgerRows.map(toEntry),
    payments: paymentRows.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      tokens: p.tokens,
      amount: p.amountCents,
      currency: p.currency,
      status: p.status,
      amountRefunded: p.amountRefundedCents,
    })),
    contactMessages: messageRows.map((m) => ({
      createdAt: m.createdAt.toISOString(),
      name: m.name,
      message: m.message,
    })),
    profile: profile
      ? {
          name: profile.name,
          dateOfBirth: profile.dateOfBirth,
          bornInTheMorning: profile.isMorning,
          hebrewSpelling: profile.hebrewName,
          dailyNumbersEmail: profile.dailyEmail,
          timeZone: profile.timeZone,
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    shareLinks: shareRows.map((s) => ({
      readingId: s.readingId,
      createdAt: s.createdAt.toISOString(),
      revokedAt: s.revokedAt?.toISOString() ?? null,
    })),
  };
}

/** What the deletion ended: the sessions to revoke, and the address to tell (none for a phone-only account). */
export interface DeletedAccount {
  sessionHandles: string[];
  formerEmail: string | null;
}

/**
 * Deletes the reader's account in one transaction: their readings, share links, profile, sessions, sign-in
 * attempts, authenticator apps, recovery codes and MFA settings, verification links, OpenID grants and contact
 * messages go; their e-mail address is replaced by a placeholder, so it can sign up afresh.
 * Purchase records and the token ledger stay, tied to the anonymous id only (accounting law), and the
 * unused tokens are written off in the ledger so its sum still matches the balance. Throws NotFound for an
 * account already deleted and InvalidInput when `confirmEmail` is not the account's address.
 */
export async function deleteAccount(
  db: Executor,
  userId: string,
  confirmEmail: string,
  now: Date,
): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw new NotFound(ACCOUNT_GONE);
    // An account without an e-mail is confirmed with the word "delete".
    if (confirmEmail.trim().toLowerCase() !== (user.email ?? 'delete'))
      throw new InvalidInput('confirmEmail: this is not the e-mail address of your account');
    if (user.tokenBalance > 0) {
      // Under the user's lock the whole balance is there to write off.
      await debit(tx, { userId, amount: user.tokenBalance, reason: 'account-deleted', reference: userId });
      await auditMoneyEvent(tx, {
        actor: 'customer',
        action: 'account-deleted',
        userId,
        reason: 'account deleted: unused tokens written off',
        before: { balance: user.tokenBalance },
        after: { balance: 0, writtenOff: user.tokenBalance },
        reference: userId,
      });
    }
    await tx.delete(readingShares).where(eq(readingShares.userId, userId));
    await tx.delete(readings).where(eq(readings.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(dailySends).where(eq(dailySends.userId, userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ handle: sessions.handle });
    // The account row stays (the ledger points at it), so nothing cascades: every table keyed by the reader
    // is cleared here (ADR 0338; test/auth-mfa-account-deletion.test.ts walks the schema for leftovers).
    await tx.delete(totpDevices).where(eq(totpDevices.userId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(mfaSettings).where(eq(mfaSettings.userId, userId));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    // The card provider's customer (saved cards) is deleted there by a job; only its id is ours (ADR 0407).
    await forgetPaymentCustomers(tx, userId);
    // What the site as an OpenID provider keeps for the reader: login sessions, grants, codes and tokens.
    await tx.delete(oauthRecords).where(sql`${oauthRecords.payload}->>'accountId' = ${userId}`);
    const methods = await tx
      .select({ email: loginMethods.email, phone: loginMethods.phone })
      .from(loginMethods)
      .where(eq(loginMethods.userId, userId));
    const emails = [...new Set([user.email, ...methods.map((m) => m.email)].filter((e): e is string => !!e))];
    const phones = [...new Set(methods.map((m) => m.phone).filter((p): p is string => !!p))];
    // Sign-in attempts to any of the account's addresses and phones, and those started inside its sessions.
    await tx.delete(passwordlessDevices).where(
      or(
        emails.length > 0 ? inArray(passwordlessDevices.email, emails) : undefined,
        phones.length > 0 ? inArray(passwordlessDevices.phone, phones) : undefined,
        ended.length > 0
          ? inArray(
              passwordlessDevices.sessionHandle,
              ended.map((s) => s.handle),
            )
          : undefined,
      ) ?? sql`false`,
    );
    if (user.email) await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
    // Every way in goes: the address or phone may then start a new account.
    await tx.delete(loginMethods).where(eq(loginMethods.userId, userId));
    await tx
      .update(users)
      .set({ email: `deleted-${userId}@deleted.invalid`, deletedAt: now })
      .where(eq(users.id, userId));
    return { sessionHandles: ended.map((s) => s.handle), formerEmail: user.email };
  });
}

/** The last e-mail to a deleted account's address: what happened, and what to do if it was not them. */
export function deletionNotice(formerEmail: string, when: Date, contactUrl: string | undefined): MailMessage {
  return {
    to: formerEmail,
    subject: 'Your Kabbalah Numerology account was deleted',
    cap: 'security-notice', // never held back by the per-recipient cap (ADR 0341)
    text: [
      `Your account was deleted on ${utcMinute(when)}, as requested from your Account page.`,
      'Your readings and sign-in sessions are gone and your unused tokens were cancelled. We keep the records of your',
      'purchases, without your e-mail address, only as long as accounting law requires.',
      '',
      `If you did not ask for this, write to us at once${contactUrl ? ` at ${contactUrl}` : ' through the contact page of our site'}.`,
      'You can sign up again with this address at any time; you would start with a new, empty account.',
    ].join('\n'),
  };
}
