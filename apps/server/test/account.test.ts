import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse, TokenHistoryPage } from '@app/contracts/account';
import { buildApp } from '../src/app';
import { sessions } from '../src/db/schema/auth';
import { contactMessages } from '../src/db/schema/contact';
import { payments } from '../src/db/schema/payments';
import { readings } from '../src/db/schema/readings';
import { tokenLedger } from '../src/db/schema/tokens';
import { users } from '../src/db/schema/users';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signIn, type SignedIn } from './helpers/session';

const json = <T>(res: Response) => res.json() as Promise<T>;

describe.each(DB_KINDS)('the reader’s account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT_DISABLED: 'true' });
  });
  afterAll(() => server?.close());

  /** A reader who bought the 500-token pack in test mode and paid 50 for a comprehensive report. */
  async function readerWithHistory(address = uniqueEmail('reader')) {
    const user = await signIn(server, address);
    const intent = await json<{ paymentId: string }>(
      await user.fetch('/api/create-payment-intent', { method: 'POST', body: JSON.stringify({ amount: 4500 }) }),
    );
    const paid = await user.fetch(`/api/payments/${intent.paymentId}/confirm`, {
      method: 'POST',
      body: JSON.stringify({ card: { number: '4242424242424242', exp: '12/34', cvc: '123' } }),
    });
    expect(paid.status).toBe(200);
    const report = await user.fetch('/generate-report/', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Sarah Levy',
        date_of_birth: '1990-05-15',
        is_morning: true,
        report_type: 'comprehensive',
      }),
    });
    expect(report.status).toBe(201);
    const { readingId } = await json<{ readingId: string }>(report);
    return { user, address, readingId, paymentId: intent.paymentId };
  }

  it('shows the balance and every token movement, newest first, a page at a time', async () => {
    const { user, address, readingId } = await readerWithHistory();
    expect(await json<AccountResponse>(await user.fetch('/api/account'))).toMatchObject({
      email: address,
      tokens: 450,
    });

    const all = await json<TokenHistoryPage>(await user.fetch('/api/account/history'));
    expect(all.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['reading', -50, 450],
      ['purchase', 500, 500],
    ]);
    expect(all.entries[0]!.readingId).toBe(readingId);
    // The history says which reading the tokens paid for and what a purchase cost.
    expect(all.entries[0]!.readingKind).toBe('comprehensive');
    expect(all.entries[1]!.paid).toEqual({ amount: 4500, currency: 'usd' });
    expect(all.entries[0]!.paid).toBeUndefined();
    expect(all.nextCursor).toBeNull();

    const first = await json<TokenHistoryPage>(await user.fetch('/api/account/history?limit=1'));
    expect(first.entries.map((e) => e.kind)).toEqual(['reading']);
    const second = await json<TokenHistoryPage>(
      await user.fetch(`/api/account/history?limit=1&cursor=${first.nextCursor}`),
    );
    expect(second.entries.map((e) => e.kind)).toEqual(['purchase']);
    expect(second.nextCursor).toBeNull();

    for (const bad of ['?limit=0', '?limit=abc', '?cursor=x1', '?limit=101']) {
      const res = await user.fetch(`/api/account/history${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await json<{ message: string }>(res)).message).toMatch(/limit|cursor/);
    }
    for (const path of ['/api/account', '/api/account/history', '/api/account/export']) {
      expect((await fetch(server.url + path)).status, path).toBe(401);
    }
  });

  it('gives the reader a copy of everything kept about them', async () => {
    const { user, address, readingId, paymentId } = await readerWithHistory();
    await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sarah', email: address, message: 'A question about my reading.' }),
    });
    const res = await user.fetch('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kabbalah-numerology-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = await json<Record<string, unknown[]> & { account: AccountResponse }>(res);
    expect(data.account).toMatchObject({ email: address, tokens: 450 });
    expect(data.readings).toEqual([
      expect.objectContaining({ id: readingId, name: 'Sarah Levy', kind: 'comprehensive', tokensSpent: 50 }),
    ]);
    expect((data.readings![0] as { text: string }).text.length).toBeGreaterThan(1000);
    expect(data.tokenHistory).toHaveLength(2);
    expect(data.payments).toEqual([
      expect.objectContaining({ id: paymentId, tokens: 500, amount: 4500, status: 'succeeded' }),
    ]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: 'A question about my reading.' })]);
  });

  it('deletes the account only when the e-mail is confirmed, and then keeps only anonymous accounting records', async () => {
    const { user, address, paymentId } = await readerWithHistory();
    const other = await readerWithHistory();
    const del = (body: unknown, as: SignedIn = user) =>
      as.fetch('/api/account/delete', { method: 'POST', body: JSON.stringify(body) });

    for (const body of [{}, { confirmEmail: '' }, { confirmEmail: other.address }]) {
      const res = await del(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(res)).message).toMatch(/confirmEmail/);
    }
    expect((await user.fetch('/api/account')).status).toBe(200);

    const since = server.mailbox.countFor(address);
    const res = await del({ confirmEmail: `  ${address.toUpperCase()} ` });
    expect(res.status).toBe(200);
    const notice = await server.mailbox.waitFor(address, {
      since,
      match: (m) => /Subject: Your Kabbalah Numerology account was deleted/.test(m.raw),
    });
    expect(notice.raw).toMatch(/If you did not ask for this, write to us at once/);
    expect(res.headers.get('front-token')).toBe('remove');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sAccessToken=;'))).toBeDefined();
    // The access token handed out before no longer works, and the refresh token is gone.
    expect((await user.fetch('/api/account')).status).toBe(401);
    // Another instance (same database, its own memory) still accepts that token until it expires, by design;
    // it must not start a payment for the deleted account.
    const otherInstance = await buildApp(server.ctx, { logger: false });
    try {
      const res = await otherInstance.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ amount: 4500 }),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await otherInstance.close();
    }

    const db = server.ctx.db;
    const [row] = await db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.email).toBe(`deleted-${user.userId}@deleted.invalid`);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.tokenBalance).toBe(0);
    expect(await db.select().from(readings).where(eq(readings.userId, user.userId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.userId))).toHaveLength(0);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, address))).toHaveLength(0);
    expect(await db.select().from(payments).where(eq(payments.id, paymentId))).toHaveLength(1);
    const ledger = await db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.userId));
    expect(ledger.map((e) => [e.reason, e.amount]).sort()).toEqual([
      ['account-deleted', -450],
      ['purchase', 500],
      ['reading', -50],
    ]);

    // The other reader is untouched, and the same address can start afresh.
    expect(await json<AccountResponse>(await other.user.fetch('/api/account'))).toMatchObject({ tokens: 450 });
    const again = await signIn(server, address);
    expect(again.userId).not.toBe(user.userId);
    expect(await json<AccountResponse>(await again.fetch('/api/account'))).toMatchObject({ email: address, tokens: 0 });
    expect((await json<{ readings: unknown[] }>(await again.fetch('/api/readings'))).readings).toHaveLength(0);
  });
});
