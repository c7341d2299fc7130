import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { tokenLedger } from '../src/db/schema/tokens';
import { users } from '../src/db/schema/users';
import { InsufficientTokens } from '../src/domain/errors';
import { credit, debit, getBalance, LedgerError } from '../src/tokens/ledger';
import { createTestDatabase, DB_KINDS } from './helpers/harness';

describe.each(DB_KINDS)('token ledger on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  async function newUser(balance = 0): Promise<string> {
    const [row] = await database.db
      .insert(users)
      .values({ email: `ledger-${randomUUID()}@example.test` })
      .returning({ id: users.id });
    if (balance > 0)
      await credit(database.db, { userId: row!.id, amount: balance, reason: 'compensation', reference: randomUUID() });
    return row!.id;
  }

  async function ledgerSum(userId: string): Promise<number> {
    const [row] = await database.db
      .select({ sum: sql<string>`coalesce(sum(${tokenLedger.amount}), 0)` })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, userId));
    return Number(row!.sum);
  }

  it('credits and debits, keeping the cached balance equal to the ledger sum', async () => {
    const userId = await newUser();
    expect(await getBalance(database.db, userId)).toBe(0);
    expect(await credit(database.db, { userId, amount: 100, reason: 'purchase', reference: 'pi_a' + userId })).toEqual({
      balance: 100,
      alreadyApplied: false,
    });
    const r = await debit(database.db, { userId, amount: 30, reason: 'reading', reference: randomUUID() });
    expect(r).toEqual({ balance: 70, alreadyApplied: false });
    expect(await getBalance(database.db, userId)).toBe(70);
    expect(await ledgerSum(userId)).toBe(70);
    const rows = await database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId));
    expect(rows.map((x) => [x.amount, x.balanceAfter])).toEqual([
      [100, 100],
      [-30, 70],
    ]);
  });

  it('refuses a debit larger than the balance with a typed error and changes nothing', async () => {
    const userId = await newUser(40);
    const r = debit(database.db, { userId, amount: 50, reason: 'reading', reference: randomUUID() });
    await expect(r).rejects.toThrow(InsufficientTokens);
    await expect(r).rejects.toMatchObject({ balance: 40, required: 50, details: { balance: 40, required: 50 } });
    expect(await getBalance(database.db, userId)).toBe(40);
    expect(await ledgerSum(userId)).toBe(40);
  });

  it('applies a replayed debit or credit once', async () => {
    const userId = await newUser(100);
    const ref = randomUUID();
    const first = await debit(database.db, { userId, amount: 20, reason: 'reading', reference: ref });
    const again = await debit(database.db, { userId, amount: 20, reason: 'reading', reference: ref });
    expect(first).toEqual({ balance: 80, alreadyApplied: false });
    expect(again).toEqual({ balance: 80, alreadyApplied: true });

    const pi = `pi_${randomUUID()}`;
    const replays = await Promise.all(
      Array.from({ length: 20 }, () => credit(database.db, { userId, amount: 500, reason: 'purchase', reference: pi })),
    );
    expect(replays.filter((x) => !x.alreadyApplied)).toHaveLength(1);
    expect(await getBalance(database.db, userId)).toBe(580);
    expect(await ledgerSum(userId)).toBe(580);
  });

  it('keeps the same reference apart under different reasons', async () => {
    const userId = await newUser(10);
    const ref = randomUUID();
    await credit(database.db, { userId, amount: 5, reason: 'compensation', reference: ref });
    const r = await debit(database.db, { userId, amount: 5, reason: 'reading', reference: ref });
    expect(r).toMatchObject({ balance: 10, alreadyApplied: false });
  });

  it('200 concurrent debits on a balance that covers 50 leave exactly 0 and 150 refusals', async () => {
    const userId = await newUser(50 * 7);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        debit(database.db, { userId, amount: 7, reason: 'reading', reference: randomUUID() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    const refusals = results.filter((r) => r.status === 'rejected').map((r) => r.reason as unknown);
    expect(refusals).toHaveLength(150);
    expect(refusals.every((e) => e instanceof InsufficientTokens && e.required === 7)).toBe(true);
    expect(await getBalance(database.db, userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('joins the caller’s transaction: a rollback undoes the debit', async () => {
    const userId = await newUser(30);
    const ref = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        const r = await debit(tx, { userId, amount: 10, reason: 'reading', reference: ref });
        expect(r).toMatchObject({ balance: 20 });
        throw new Error('saving the reading failed');
      }),
    ).rejects.toThrow('saving the reading failed');
    expect(await getBalance(database.db, userId)).toBe(30);
    // The reference is free again, so the retry goes through.
    const retry = await debit(database.db, { userId, amount: 10, reason: 'reading', reference: ref });
    expect(retry).toEqual({ balance: 20, alreadyApplied: false });
  });

  it('the database itself refuses a negative balance', async () => {
    const userId = await newUser(5);
    await expect(database.db.update(users).set({ tokenBalance: -1 }).where(eq(users.id, userId))).rejects.toThrow();
  });

  it('rejects nonsense amounts and a reference owned by another user', async () => {
    const a = await newUser(10);
    const b = await newUser(10);
    await expect(debit(database.db, { userId: a, amount: -1, reason: 'reading', reference: 'x' })).rejects.toThrow(
      LedgerError,
    );
    await expect(credit(database.db, { userId: a, amount: 0, reason: 'compensation', reference: 'x' })).rejects.toThrow(
      LedgerError,
    );
    await expect(
      credit(database.db, { userId: a, amount: 1.5, reason: 'compensation', reference: 'x' }),
    ).rejects.toThrow(LedgerError);
    const ref = randomUUID();
    await debit(database.db, { userId: a, amount: 1, reason: 'reading', reference: ref });
    await expect(debit(database.db, { userId: b, amount: 1, reason: 'reading', reference: ref })).rejects.toThrow(
      LedgerError,
    );
    expect(await getBalance(database.db, b)).toBe(10);
  });
});
