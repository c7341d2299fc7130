import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, testPaymentIntents } from '../src/db/schema/payments';
import { tokenLedger } from '../src/db/schema/tokens';
import type { FakeStripe } from './helpers/fake-stripe';
import { deliverWebhook, withStripeServer } from './helpers/stripe-server';
import { createStripeProvider } from '../src/payments/stripe-provider';
import { SWEEP, sweepPendingPayments } from '../src/payments/service';
import { debit } from '../src/tokens/ledger';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signIn, type SignedIn } from './helpers/session';

const quietLog = { warn: () => {} };

async function balanceOf(user: SignedIn): Promise<number> {
  const res = await user.fetch('/get-tokens/');
  expect(res.status).toBe(200);
  return ((await res.json()) as { tokens: number }).tokens;
}

async function createIntent(user: SignedIn, body: unknown = { amount: 4500 }) {
  const res = await user.post('/api/create-payment-intent', body);
  expect(res.status).toBe(200);
  return (await res.json()) as { clientSecret: string; paymentId: string; tokens: number; amount: number };
}

/** The one receipt e-mailed to `address` (waits for it, then makes sure no second one follows). */
async function receiptFor(server: TestServer, address: string): Promise<string> {
  const receipts = () =>
    server.mailbox.messages.filter((m) => m.to.includes(address) && /Subject: .*Your receipt/.test(m.raw));
  await expect.poll(() => receipts().length, { timeout: 5000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(receipts()).toHaveLength(1);
  return receipts()[0]!.raw;
}
const card = (number: string, exp = '12/34', cvc = '123') => ({ card: { number, exp, cvc } });

describe.each(DB_KINDS)('token purchases in test mode on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('serves the catalogue and the payments mode', async () => {
    const config = await (await fetch(`${server.url}/api/payments/config`)).json();
    expect(config).toEqual({ mode: 'test' });
    const catalogue = (await (await fetch(`${server.url}/api/token-packages`)).json()) as {
      packages: { id: string; tokens: number; amount: number; popular: boolean }[];
    };
    expect(catalogue.packages.map((p) => [p.tokens, p.amount, p.popular])).toEqual([
      [100, 1000, false],
      [500, 4500, true],
      [1000, 8000, false],
      [5000, 35000, false],
    ]);
  });

  it('answers the balance only to a signed-in user', async () => {
    expect((await fetch(`${server.url}/get-tokens/`)).status).toBe(401);
    const res = await fetch(`${server.url}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 4500 }),
    });
    expect(res.status).toBe(401);
    const user = await signIn(server, uniqueEmail('buyer'));
    expect(await balanceOf(user)).toBe(0);
  });

  it('refuses any amount that is not a package price, and records nothing', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    for (const body of [
      { amount: 4499 },
      { amount: 1 },
      { amount: -4500 },
      { amount: '4500' },
      { packageId: 'free' },
      {},
      null,
    ]) {
      const res = await user.post('/api/create-payment-intent', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
    const rows = await server.ctx.db.select().from(payments).where(eq(payments.userId, user.userId));
    expect(rows).toHaveLength(0);
  });

  it('buys the Value Pack with 4242…, once however often it is confirmed, with one receipt', async () => {
    const address = uniqueEmail('buyer');
    const user = await signIn(server, address);
    const intent = await createIntent(user, { amount: 4500 });
    expect(intent).toMatchObject({ tokens: 500, amount: 4500 });
    expect(intent.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const ok = await user.post(`/api/payments/${intent.paymentId}/confirm`, card('4242 4242 4242 4242'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ paymentId: intent.paymentId, status: 'succeeded', tokens: 500 });
    const again = await Promise.all(
      Array.from({ length: 5 }, () => user.post(`/api/payments/${intent.paymentId}/confirm`, card('4242424242424242'))),
    );
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(user)).toBe(500);
    const receipt = await receiptFor(server, address);
    expect(receipt).toContain('TEST MODE: no card was charged');
    expect(receipt).toContain('Tokens: 500');
    expect(receipt).toContain('$45.00');
    expect(receipt).toContain(`Reference: ${intent.paymentId}`);
    expect(receipt).toContain('Your balance is now 500 tokens');
    const byPackageId = await createIntent(user, { packageId: 'starter' });
    expect(byPackageId).toMatchObject({ tokens: 100, amount: 1000 });
  });

  it('refuses declined cards with Stripe’s wording (402), credits nothing, and lets a good card follow', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId } = await createIntent(user);
    const declined = await user.post(`/api/payments/${paymentId}/confirm`, card('4000 0000 0000 0002'));
    expect(declined.status).toBe(402);
    expect(((await declined.json()) as { message: string }).message).toBe('Your card was declined.');
    const poor = await user.post(`/api/payments/${paymentId}/confirm`, card('4000 0000 0000 9995'));
    expect(poor.status).toBe(402);
    expect(((await poor.json()) as { message: string }).message).toBe('Your card has insufficient funds.');
    expect(await balanceOf(user)).toBe(0);
    const synced = await user.post(`/api/payments/${paymentId}/sync`, {});
    expect(await synced.json()).toMatchObject({
      status: 'failed',
      tokens: 0,
      message: 'Your card has insufficient funds.',
    });
    const ok = await user.post(`/api/payments/${paymentId}/confirm`, card('4242424242424242'));
    expect(await ok.json()).toMatchObject({ status: 'succeeded', tokens: 500 });
  });

  it('answers 400 for a bad number, a past expiry (by the app clock) or a malformed CVC', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId } = await createIntent(user);
    const confirm = (body: unknown) => user.post(`/api/payments/${paymentId}/confirm`, body);
    expect((await confirm(card('4242 4242 4242 4241'))).status).toBe(400);
    expect((await confirm(card('4242424242424242', '01/20'))).status).toBe(400);
    expect((await confirm(card('4242424242424242', '12/34', '1'))).status).toBe(400);
    expect((await confirm({ card: { number: 4242 } })).status).toBe(400);
    expect((await confirm({})).status).toBe(400);

    expect(await balanceOf(user)).toBe(0);
  });

  it('judges the expiry by the app clock', async () => {
    const now = server.ctx.now();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const exp = `${String(nextMonth.getUTCMonth() + 1).padStart(2, '0')}/${String(nextMonth.getUTCFullYear()).slice(2)}`;
    server.advanceClock(70 * 24 * 3600 * 1000);
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId } = await createIntent(user);
    const expired = await user.post(`/api/payments/${paymentId}/confirm`, card('4242424242424242', exp));
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expiration/);
    expect(await balanceOf(user)).toBe(0);
  });

  it('limits how many intents one account creates per minute (429)', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await user.post('/api/create-payment-intent', { amount: 1000 })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('keeps one user out of another’s payment', async () => {
    const owner = await signIn(server, uniqueEmail('buyer'));
    const other = await signIn(server, uniqueEmail('buyer'));
    const { paymentId } = await createIntent(owner);
    expect((await other.post(`/api/payments/${paymentId}/confirm`, card('4242424242424242'))).status).toBe(404);
    expect((await other.post(`/api/payments/${paymentId}/sync`, {})).status).toBe(404);
    expect((await other.post(`/api/payments/not-a-uuid/sync`, {})).status).toBe(400);
    expect(await balanceOf(other)).toBe(0);
    expect(await balanceOf(owner)).toBe(0);
  });

  it('heals a crash between the card charge and fulfilment on the next sync', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId } = await createIntent(user);
    // The provider charged the card, then the server died before crediting.
    await server.ctx.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.paymentId, paymentId));
    expect(await balanceOf(user)).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => user.post(`/api/payments/${paymentId}/sync`, {})),
    );
    for (const r of results) expect(await r.json()).toMatchObject({ status: 'succeeded', tokens: 500 });
    expect(await balanceOf(user)).toBe(500);
  });

  it('has no Stripe webhook in test mode', async () => {
    const res = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});

describe.each(DB_KINDS)('token purchases through Stripe on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  withStripeServer(kind, (s, fake) => ([server, stripe] = [s, fake]));

  const intentIdOf = async (paymentId: string) => {
    const [row] = await server.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    return row!.providerIntentId!;
  };
  /** A new payment for the 500-token pack and its Stripe intent. */
  const newIntent = async (user: SignedIn) => {
    const { paymentId } = await createIntent(user);
    return { paymentId, intentId: await intentIdOf(paymentId) };
  };
  /** A payment whose card Stripe has charged; nothing has told us yet. */
  const charged = async (user: SignedIn) => {
    const created = await newIntent(user);
    stripe.succeed(created.intentId);
    return created;
  };
  const ledgerRows = (reference: string) =>
    server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.reference, reference));

  it('creates the intent through the SDK from the catalogue, with metadata and an idempotency key', async () => {
    const config = await (await fetch(`${server.url}/api/payments/config`)).json();
    expect(config).toEqual({ mode: 'stripe', publishableKey: stripe.publishableKey });
    const user = await signIn(server, uniqueEmail('buyer'));
    const before = stripe.requests.length;
    expect((await user.post('/api/create-payment-intent', { amount: 999 })).status).toBe(400);
    expect(stripe.requests.length).toBe(before);

    const { clientSecret, paymentId } = await createIntent(user, { amount: 35000 });
    const request = stripe.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: `payment:${paymentId}:create-intent`,
      body: {
        amount: '35000',
        currency: 'usd',
        metadata: { userId: user.userId, paymentId, packageId: 'ultimate', tokens: '5000' },
      },
    });
    const intentId = await intentIdOf(paymentId);
    expect(clientSecret).toBe(stripe.intents.get(intentId)!.client_secret);
    expect((await user.post(`/api/payments/${paymentId}/confirm`, card('4242424242424242'))).status).toBe(404);
  });

  it('credits once when a webhook is replayed 100 times', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { intentId } = await charged(user);
    const delivery = stripe.webhook('payment_intent.succeeded', intentId);
    const first = await Promise.all(Array.from({ length: 50 }, () => deliverWebhook(server, delivery)));
    const rest = await Promise.all(Array.from({ length: 50 }, () => deliverWebhook(server, delivery)));
    expect([...first, ...rest].every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(user)).toBe(500);
    expect(await ledgerRows(intentId)).toHaveLength(1);
  });

  it('e-mails one receipt for a purchase however many paths report it', async () => {
    const address = uniqueEmail('buyer');
    const user = await signIn(server, address);
    const { paymentId, intentId } = await charged(user);
    await Promise.all([
      ...Array.from({ length: 5 }, () => user.post(`/api/payments/${paymentId}/sync`, {})),
      ...Array.from({ length: 5 }, () => deliverWebhook(server, stripe.webhook('payment_intent.succeeded', intentId))),
    ]);
    const receipt = await receiptFor(server, address);
    expect(receipt).not.toContain('TEST MODE');
    expect(receipt).toContain('Amount paid: $45.00');
    expect(receipt).toContain(`Reference: ${paymentId}`);
  });

  it('a payment neither synced nor reported by a webhook is healed by the sweep, once', async () => {
    const provider = createStripeProvider(server.ctx.config);
    const user = await signIn(server, uniqueEmail('buyer'));
    const { intentId } = await charged(user); // then the browser closed and the webhook was lost
    // Too recent to be swept: the browser's own sync may still be on its way.
    await sweepPendingPayments(server.ctx, provider, quietLog);
    expect(await balanceOf(user)).toBe(0);
    server.advanceClock(SWEEP.afterMs + 1000);
    expect(await sweepPendingPayments(server.ctx, provider, quietLog)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(user)).toBe(500);
    // Done is done: the next sweeps do not ask about it again, nor credit twice.
    const asked = stripe.requests.filter((r) => r.method === 'GET' && r.path.endsWith(intentId)).length;
    await Promise.all([
      sweepPendingPayments(server.ctx, provider, quietLog),
      sweepPendingPayments(server.ctx, provider, quietLog),
    ]);
    expect(stripe.requests.filter((r) => r.method === 'GET' && r.path.endsWith(intentId)).length).toBe(asked);
    expect(await ledgerRows(intentId)).toHaveLength(1);
  });

  it('credits once when the sync path and webhooks race', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await newIntent(user);
    expect(await (await user.post(`/api/payments/${paymentId}/sync`, {})).json()).toMatchObject({
      status: 'pending',
      tokens: 0,
    });
    stripe.succeed(intentId);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => user.post(`/api/payments/${paymentId}/sync`, {})),
      ...Array.from({ length: 10 }, () => deliverWebhook(server, stripe.webhook('payment_intent.succeeded', intentId))),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(user)).toBe(500);
    expect(await ledgerRows(intentId)).toHaveLength(1);
  });

  const refundRows = (intentId: string) =>
    server.ctx.db
      .select({ amount: tokenLedger.amount })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.reason, 'refund'), like(tokenLedger.reference, `${intentId}:%`)));
  const paymentRow = async (paymentId: string) =>
    (await server.ctx.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
  async function buy(user: SignedIn) {
    const { paymentId, intentId } = await charged(user);
    expect((await deliverWebhook(server, stripe.webhook('payment_intent.succeeded', intentId))).status).toBe(200);
    return { paymentId, intentId };
  }

  it('takes back the tokens of a refunded purchase once, however often Stripe reports it', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await buy(user);
    expect(await balanceOf(user)).toBe(500);

    stripe.refund(intentId, 2250); // half of $45.00
    const half = stripe.webhook('charge.refunded', intentId);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => deliverWebhook(server, half)), // one event, redelivered
      ...Array.from({ length: 5 }, () => deliverWebhook(server, stripe.webhook('charge.refunded', intentId))), // distinct events
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(15).fill(200));
    expect(await balanceOf(user)).toBe(250);

    stripe.refund(intentId); // the rest
    await Promise.all([
      deliverWebhook(server, stripe.webhook('charge.refunded', intentId)),
      deliverWebhook(server, stripe.webhook('charge.refunded', intentId)),
    ]);
    expect(await balanceOf(user)).toBe(0);
    expect((await refundRows(intentId)).map((r) => r.amount).sort()).toEqual([-250, -250]);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      amountRefundedCents: 4500,
      tokensRefunded: 500,
    });
  });

  it('never takes a balance below zero: spent tokens stay spent and a later purchase stays whole', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const first = await buy(user);
    // 450 of the 500 tokens go on readings before the refund comes.
    expect(
      await debit(server.ctx.db, { userId: user.userId, amount: 450, reason: 'reading', reference: randomUUID() }),
    ).toMatchObject({ balance: 50, alreadyApplied: false });
    stripe.refund(first.intentId);
    expect((await deliverWebhook(server, stripe.webhook('charge.refunded', first.intentId))).status).toBe(200);
    expect(await balanceOf(user)).toBe(0);
    expect(await refundRows(first.intentId)).toEqual([{ amount: -50 }]);
    expect(await paymentRow(first.paymentId)).toMatchObject({ tokensRefunded: 500 });

    await buy(user);
    expect(await balanceOf(user)).toBe(500);
    expect((await deliverWebhook(server, stripe.webhook('charge.refunded', first.intentId))).status).toBe(200);
    expect(await balanceOf(user)).toBe(500);
  });

  it('a purchase refunded before its success was heard never becomes usable', async () => {
    const provider = createStripeProvider(server.ctx.config);
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await charged(user);
    stripe.refund(intentId); // no webhook reached us, and the browser closed before its sync
    server.advanceClock(SWEEP.afterMs + 1000);
    await sweepPendingPayments(server.ctx, provider, quietLog);
    expect(await balanceOf(user)).toBe(0);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      amountRefundedCents: 4500,
      tokensRefunded: 500,
    });
    const rows = await server.ctx.db
      .select()
      .from(tokenLedger)
      .where(like(tokenLedger.reference, `${intentId}%`));
    expect(rows.map((r) => [r.reason, r.amount]).sort()).toEqual([
      ['purchase', 500],
      ['refund', -500],
    ]);
  });

  it('a dispute takes the tokens back while the money is held, and gives exactly those back when it is won', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { intentId } = await buy(user);
    await debit(server.ctx.db, { userId: user.userId, amount: 100, reason: 'reading', reference: randomUUID() });
    stripe.dispute(intentId, 'needs_response');
    const created = stripe.webhook('charge.dispute.created', intentId);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => deliverWebhook(server, created)),
      deliverWebhook(server, stripe.webhook('charge.dispute.funds_withdrawn', intentId)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await balanceOf(user)).toBe(0); // 400 taken back; the 100 spent on a reading cannot be

    stripe.dispute(intentId, 'under_review');
    await deliverWebhook(server, stripe.webhook('charge.dispute.updated', intentId));
    expect(await balanceOf(user)).toBe(0);

    stripe.dispute(intentId, 'won');
    await Promise.all([
      deliverWebhook(server, stripe.webhook('charge.dispute.closed', intentId)),
      deliverWebhook(server, stripe.webhook('charge.dispute.funds_reinstated', intentId)),
    ]);
    expect(await balanceOf(user)).toBe(400);
    await deliverWebhook(server, stripe.webhook('charge.dispute.closed', intentId));
    expect(await balanceOf(user)).toBe(400);
  });

  it('an inquiry moves no tokens; a lost dispute keeps them; a dispute takes only what refunds left', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { intentId } = await buy(user);
    stripe.dispute(intentId, 'warning_needs_response');
    await deliverWebhook(server, stripe.webhook('charge.dispute.created', intentId));
    expect(await balanceOf(user)).toBe(500);
    stripe.dispute(intentId, 'needs_response');
    await deliverWebhook(server, stripe.webhook('charge.dispute.updated', intentId));
    expect(await balanceOf(user)).toBe(0);
    stripe.dispute(intentId, 'lost');
    await deliverWebhook(server, stripe.webhook('charge.dispute.closed', intentId));
    expect(await balanceOf(user)).toBe(0);

    const other = await signIn(server, uniqueEmail('buyer'));
    const second = await buy(other);
    stripe.refund(second.intentId, 2250);
    await deliverWebhook(server, stripe.webhook('charge.refunded', second.intentId));
    stripe.dispute(second.intentId, 'needs_response', 4500);
    await deliverWebhook(server, stripe.webhook('charge.dispute.created', second.intentId));
    expect(await balanceOf(other)).toBe(0);
    const rows = await server.ctx.db
      .select()
      .from(tokenLedger)
      .where(like(tokenLedger.reference, `%${second.intentId.slice(3)}%`));
    expect(rows.map((r) => [r.reason, r.amount]).sort()).toEqual([
      ['dispute', -250],
      ['purchase', 500],
      ['refund', -250],
    ]);
  });

  it('a dispute opened before the purchase was credited holds its tokens back the moment it is', async () => {
    const provider = createStripeProvider(server.ctx.config);
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await charged(user); // the success webhook was lost and the browser closed
    stripe.dispute(intentId, 'needs_response');
    expect((await deliverWebhook(server, stripe.webhook('charge.dispute.created', intentId))).status).toBe(200);
    expect(await balanceOf(user)).toBe(0);

    server.advanceClock(SWEEP.afterMs + 1000);
    await sweepPendingPayments(server.ctx, provider, quietLog);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await balanceOf(user)).toBe(0); // credited and held back in one transaction

    stripe.dispute(intentId, 'won');
    await deliverWebhook(server, stripe.webhook('charge.dispute.closed', intentId));
    expect(await balanceOf(user)).toBe(500);
  });

  it('ignores a refund of a payment it does not know', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await charged(user);
    await server.ctx.db
      .update(payments)
      .set({ providerIntentId: `pi_elsewhere_${randomUUID()}` })
      .where(eq(payments.id, paymentId));
    stripe.refund(intentId);
    expect((await deliverWebhook(server, stripe.webhook('charge.refunded', intentId))).status).toBe(200);
    expect(await balanceOf(user)).toBe(0);
  });

  it('rejects forged and unsigned webhooks and credits nothing', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { intentId } = await charged(user);
    const genuine = stripe.webhook('payment_intent.succeeded', intentId);
    const unsigned = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: genuine.body,
    });
    expect(unsigned.status).toBe(400);
    const wrongSecret = stripe.webhook('payment_intent.succeeded', intentId, { secret: 'whsec_forged' });
    expect((await deliverWebhook(server, wrongSecret)).status).toBe(400);
    const tampered = { ...genuine, body: genuine.body.replace('"livemode":false', '"livemode":true') };
    expect(tampered.body).not.toBe(genuine.body);
    expect((await deliverWebhook(server, tampered)).status).toBe(400);
    expect(await balanceOf(user)).toBe(0);
    expect(await ledgerRows(intentId)).toHaveLength(0);
  });

  it('heals a crash during fulfilment on the next webhook delivery', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await charged(user);
    const delivery = stripe.webhook('payment_intent.succeeded', intentId);
    const db = server.ctx.db;
    await db.execute(
      sql`create function simulate_crash() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`,
    );
    await db.execute(
      sql`create trigger simulate_crash before insert on token_ledger for each row execute function simulate_crash()`,
    );
    try {
      expect((await deliverWebhook(server, delivery)).status).toBe(500);
      expect(await balanceOf(user)).toBe(0);
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
      expect(row!.status).toBe('pending');
    } finally {
      await db.execute(sql`drop trigger simulate_crash on token_ledger`);
      await db.execute(sql`drop function simulate_crash()`);
    }
    // Stripe retries the same event: it was not recorded as handled, so it is processed now.
    expect((await deliverWebhook(server, delivery)).status).toBe(200);
    expect(await balanceOf(user)).toBe(500);
  });

  it('records a failed payment, and a later success still credits it', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await newIntent(user);
    stripe.fail(intentId, 'Your card has insufficient funds.', 'insufficient_funds');
    expect((await deliverWebhook(server, stripe.webhook('payment_intent.payment_failed', intentId))).status).toBe(200);
    expect(await (await user.post(`/api/payments/${paymentId}/sync`, {})).json()).toMatchObject({
      status: 'failed',
      tokens: 0,
      message: 'Your card has insufficient funds.',
    });
    stripe.succeed(intentId);
    expect(await (await user.post(`/api/payments/${paymentId}/sync`, {})).json()).toMatchObject({
      status: 'succeeded',
      tokens: 500,
    });
  });

  it('does not credit an intent whose received amount differs from the order', async () => {
    const user = await signIn(server, uniqueEmail('buyer'));
    const { paymentId, intentId } = await newIntent(user);
    Object.assign(stripe.succeed(intentId), { amount_received: 1000 });
    expect((await user.post(`/api/payments/${paymentId}/sync`, {})).status).toBe(409);
    expect(await balanceOf(user)).toBe(0);
  });
});
