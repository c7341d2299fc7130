import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginMethods, payments, tokenLedger, users } from '../src/db/schema/index';
import { debit } from '../src/tokens/ledger';
import type { FakeStripe } from './helpers/fake-stripe';
import { deliverWebhook, withStripeServer } from './helpers/stripe-server';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { signInOperator } from './helpers/mfa';
import { MIRIAM, savedReading } from './helpers/readings';
import { signIn, type SignedIn } from './helpers/session';

const uniqueEmail = (who: string) => `${who}-${randomBytes(4).toString('hex')}@example.test`;
const OPERATOR = uniqueEmail('operator');

describe.each(DB_KINDS)('operator console API on %s', (kind) => {
  let server: TestServer;
  let operator: SignedIn;
  let customer: SignedIn;
  let customerEmail: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { ADMIN_EMAILS: `someone-else@example.test, ${OPERATOR.toUpperCase()}` });
    operator = await signInOperator(server, OPERATOR);
    customerEmail = uniqueEmail('customer');
    customer = await signIn(server, customerEmail);
  });
  afterAll(() => server?.close());

  const grant = (as: SignedIn, userId: string, body: Record<string, unknown>) =>
    as.fetch(`/api/admin/customers/${userId}/grants`, { method: 'POST', body: JSON.stringify(body) });

  it('is a 404 on every admin route for visitors and for signed-in customers, like an unknown path', async () => {
    const unknown = await fetch(`${server.url}/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    const routes: [string, string][] = [
      ['GET', `/api/admin/customers?email=${encodeURIComponent(customerEmail)}`],
      ['POST', `/api/admin/customers/${customer.userId}/grants`],
      ['POST', `/api/admin/customers/${customer.userId}/payments/${randomUUID()}/refunds`],
      ['POST', `/api/admin/customers/${customer.userId}/payments/${randomUUID()}/receipt`],
      ['POST', `/api/admin/customers/${customer.userId}/readings/${randomUUID()}/email`],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/anything-else'],
    ];
    const body = JSON.stringify({ amount: 5, reason: 'sneaky', requestKey: randomUUID() });
    for (const [method, path] of routes) {
      const visitor = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body } : {}),
      });
      expect(visitor.status, `${method} ${path} signed out`).toBe(404);
      const signedIn = await customer.fetch(path, { method, ...(method === 'POST' ? { body } : {}) });
      expect(signedIn.status, `${method} ${path} as a customer`).toBe(404);
      expect(Object.keys((await signedIn.json()) as object)).toEqual(
        Object.keys((await unknown.clone().json()) as object),
      );
    }
    // Nothing was granted by those attempts.
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row!.tokenBalance).toBe(0);
  });

  it('finds a customer by e-mail: profile, balance, history, payments, readings, messages', async () => {
    expect(await savedReading(customer, MIRIAM)).toEqual(expect.any(String)); // a 201 with the reading's id
    const res = await operator.fetch(
      `/api/admin/customers?email=${encodeURIComponent(`  ${customerEmail.toUpperCase()} `)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const found = (await res.json()) as Record<string, unknown> & { readings: Record<string, unknown>[] };
    expect(found).toMatchObject({ id: customer.userId, email: customerEmail, payments: [], contactMessages: [] });
    expect(found.readings).toHaveLength(1);
    expect(found.readings[0]).toMatchObject({ kind: 'simple' });
    expect(found.readings[0]).not.toHaveProperty('markdown');
    expect((await operator.fetch('/api/admin/customers?email=nobody%40example.test')).status).toBe(404);
    expect((await operator.fetch('/api/admin/customers')).status).toBe(400);
  });

  it('finds a customer by any of their sign-in methods: a phone number, a second e-mail address', async () => {
    // The customer's other ways in, as phone sign-in and adding an e-mail on the account page record them.
    const phone = `+44207946${String(randomBytes(2).readUInt16BE(0) % 1000).padStart(4, '0')}`; // 020 7946 0xxx
    const second = uniqueEmail('second');
    await server.ctx.db.insert(loginMethods).values([
      { userId: customer.userId, recipeId: 'passwordless', phone },
      { userId: customer.userId, recipeId: 'passwordless', email: second, emailVerified: true },
    ]);
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    for (const query of [`phone=${encodeURIComponent(spaced)}`, `email=${encodeURIComponent(second.toUpperCase())}`]) {
      const res = await operator.fetch(`/api/admin/customers?${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.json(), query).toMatchObject({ id: customer.userId, email: customerEmail });
    }
    const bad = await operator.fetch('/api/admin/customers?phone=12ab');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/international form/);
    expect((await operator.fetch('/api/admin/customers?phone=%2B12025550123')).status).toBe(404);
  });

  it('grants tokens with a reason once per request key, even retried and raced, with one audit row', async () => {
    const requestKey = randomUUID();
    const body = { amount: 7, reason: 'Reading failed after payment, sorry', requestKey };
    // Raced: five identical requests at once; then retried.
    const raced = await Promise.all(Array.from({ length: 5 }, () => grant(operator, customer.userId, body)));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const results = (await Promise.all(raced.map((r) => r.json()))) as { balance: number; alreadyApplied: boolean }[];
    expect(results.filter((r) => !r.alreadyApplied)).toHaveLength(1);
    const retry = (await (await grant(operator, customer.userId, body)).json()) as { alreadyApplied: boolean };
    expect(retry.alreadyApplied).toBe(true);

    const credits = await server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.userId, customer.userId));
    const compensation = credits.filter((c) => c.reason === 'compensation');
    expect(compensation).toHaveLength(1);
    expect(compensation[0]).toMatchObject({ amount: 7, reference: `${OPERATOR}:${requestKey}` });
    const audits = await server.ctx.db.select().from(auditLog).where(eq(auditLog.subjectUserId, customer.userId));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor: OPERATOR,
      action: 'grant',
      reason: body.reason,
      before: { balance: 0 },
      after: { balance: 7, granted: 7 },
    });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row!.tokenBalance).toBe(7);

    // The customer sees it in their own history; the operator in the customer's ledger and the audit log.
    const history = (await (await customer.fetch('/api/account/history')).json()) as { entries: { amount: number }[] };
    expect(history.entries.map((e) => e.amount)).toContain(7);
    const audit = (await (await operator.fetch(`/api/admin/audit?action=grant&subject=${customer.userId}`)).json()) as {
      entries: { reason: string }[];
    };
    expect(audit.entries.map((a) => a.reason)).toEqual([body.reason]);
    expect(await (await operator.fetch('/api/admin/audit?action=refund')).json()).toEqual({
      entries: [],
      nextBefore: null,
    });
  });

  it('resends a reading by e-mail once per request key, with an audit row', async () => {
    const readingId = await savedReading(customer, MIRIAM);
    const since = server.mailbox.countFor(customerEmail);
    const body = { reason: 'Customer lost the e-mail', requestKey: randomUUID() };
    const path = `/api/admin/customers/${customer.userId}/readings/${readingId}/email`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => operator.fetch(path, { method: 'POST', body: JSON.stringify(body) })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const results = (await Promise.all(answers.map((a) => a.json()))) as { alreadyApplied: boolean; sentTo?: string }[];
    expect(results.filter((r) => !r.alreadyApplied)).toEqual([{ alreadyApplied: false, sentTo: customerEmail }]);
    const mail = await server.mailbox.waitFor(customerEmail, { since });
    expect(mail.raw).toContain('Miriam Cohen');
    const audits = await server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'resend-reading'));
    expect(audits.filter((a) => a.subjectUserId === customer.userId)).toHaveLength(1);
    expect(server.mailbox.countFor(customerEmail)).toBe(since + 1);
    const missing = await operator.fetch(`/api/admin/customers/${customer.userId}/readings/${randomUUID()}/email`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'typo', requestKey: randomUUID() }),
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a grant without a reason, with a bad amount or an unknown customer, changing nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount: 5, reason: '  ', requestKey: randomUUID() }, /reason/],
      [{ amount: 0, reason: 'goodwill', requestKey: randomUUID() }, /amount/],
      [{ amount: 5.5, reason: 'goodwill', requestKey: randomUUID() }, /amount/],
      [{ amount: 5, reason: 'goodwill' }, /requestKey/],
    ];
    for (const [body, message] of cases) {
      const res = await grant(operator, customer.userId, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const bad = await grant(operator, 'not-a-uuid', { amount: 5, reason: 'goodwill', requestKey: randomUUID() });
    expect(bad.status).toBe(400);
    const unknown = await grant(operator, randomUUID(), { amount: 5, reason: 'goodwill', requestKey: randomUUID() });
    expect(unknown.status).toBe(404);
    const audits = await server.ctx.db.select().from(auditLog).where(eq(auditLog.actor, OPERATOR));
    expect(audits.every((a) => a.subjectUserId === customer.userId)).toBe(true);
  });
});

describe.each(DB_KINDS)('operator refunds through the Stripe API on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  let operator: SignedIn;
  withStripeServer(
    kind,
    async (s, fake) => {
      [server, stripe] = [s, fake];
      operator = await signInOperator(server, OPERATOR);
    },
    { ADMIN_EMAILS: OPERATOR },
  );

  /** A customer who bought the 500-token pack ($45.00), credited by Stripe's webhook. */
  const paidCustomer = async () => {
    const email = uniqueEmail('buyer');
    const customer = await signIn(server, email);
    const created = await customer.fetch('/api/create-payment-intent', {
      method: 'POST',
      body: JSON.stringify({ amount: 4500 }),
    });
    const { paymentId } = (await created.json()) as { paymentId: string };
    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    stripe.succeed(payment!.providerIntentId!);
    const delivery = stripe.webhook('payment_intent.succeeded', payment!.providerIntentId!);
    await deliverWebhook(server, delivery);
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user!.tokenBalance).toBe(payment!.tokens);
    return { customer, payment: payment!, email };
  };
  const refund = (userId: string, paymentId: string, body: Record<string, unknown>) =>
    operator.fetch(`/api/admin/customers/${userId}/payments/${paymentId}/refunds`, {
      method: 'POST',
      body: JSON.stringify(body),
    });

  it('refunds part of a payment through Stripe and takes back that share of the tokens once', async () => {
    const { customer, payment } = await paidCustomer();
    const share = Math.round(payment.amountCents * 0.4);
    const body = { amount: share, reason: 'Customer asked for a partial refund', requestKey: randomUUID() };
    const raced = await Promise.all(Array.from({ length: 3 }, () => refund(customer.userId, payment.id, body)));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200]);
    const retried = await refund(customer.userId, payment.id, body);
    expect(retried.status).toBe(200);

    // Stripe was asked with one idempotency key, and refunded the share once.
    const calls = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(calls[0]!.body).toMatchObject({ payment_intent: payment.providerIntentId, amount: String(share) });
    const expectedBack = Math.round((payment.tokens * share) / payment.amountCents);
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user!.tokenBalance).toBe(payment.tokens - expectedBack);
    const refunds = (
      await server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.userId, customer.userId))
    ).filter((r) => r.reason === 'refund');
    expect(refunds.map((r) => r.amount)).toEqual([-expectedBack]);
    // Stripe's own charge.refunded event for the same refund changes nothing more.
    const event = stripe.webhook('charge.refunded', payment.providerIntentId!);
    await deliverWebhook(server, event);
    const [again] = await server.ctx.db.select().from(users).where(eq(users.id, customer.userId));
    expect(again!.tokenBalance).toBe(payment.tokens - expectedBack);

    const audits = (
      await server.ctx.db.select().from(auditLog).where(eq(auditLog.subjectUserId, customer.userId))
    ).filter((a) => a.actor === OPERATOR);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: OPERATOR, action: 'refund', reason: body.reason });
    expect(audits[0]!.after).toMatchObject({ amountRefunded: share, tokensTakenBack: expectedBack });
  });

  it('never takes the balance below zero, and refuses more than is left', async () => {
    const { customer, payment } = await paidCustomer();
    // The customer spends all but 10 tokens (moved straight in the ledger's terms: a debit row).
    await server.ctx.db.transaction(async (tx) => {
      await debit(tx, {
        userId: customer.userId,
        amount: payment.tokens - 10,
        reason: 'reading',
        reference: randomUUID(),
      });
    });
    const full = await refund(customer.userId, payment.id, { reason: 'Charged twice', requestKey: randomUUID() });
    expect(full.status).toBe(200);
    expect(await full.json()).toMatchObject({ tokensTakenBack: 10, tokensAlreadySpent: payment.tokens - 10 });
    const [user] = await server.ctx.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user!.tokenBalance).toBe(0);
    const more = await refund(customer.userId, payment.id, { amount: 1, reason: 'again', requestKey: randomUUID() });
    expect(more.status).toBe(409);
  });

  it('resends a receipt once per request key', async () => {
    const { customer, payment, email } = await paidCustomer();
    await server.mailbox.waitFor(email, { match: (m) => m.raw.includes(payment.id) }); // the first receipt
    const since = server.mailbox.countFor(email);
    const body = { reason: 'Customer needs it for expenses', requestKey: randomUUID() };
    const path = `/api/admin/customers/${customer.userId}/payments/${payment.id}/receipt`;
    const first = await operator.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    expect(await first.json()).toEqual({ alreadyApplied: false });
    const again = await operator.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    expect(await again.json()).toEqual({ alreadyApplied: true });
    const receipt = await server.mailbox.waitFor(email, { since });
    expect(receipt.raw).toContain(payment.id);
    expect(server.mailbox.countFor(email)).toBe(since + 1);
  });
});
