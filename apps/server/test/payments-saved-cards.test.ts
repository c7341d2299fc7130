import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentCustomerDeletions,
  paymentCustomers,
  payments,
  testPaymentIntents,
  testPaymentMethods,
} from '../src/db/schema/payments';
import { tokenLedger } from '../src/db/schema/tokens';
import { deleteForgottenCustomers } from '../src/payments/saved-cards';
import { createTestProvider } from '../src/payments/sandbox-provider';
import { createStripeProvider } from '../src/payments/stripe-provider';
import type { FakeStripe } from './helpers/fake-stripe';
import { deliverWebhook, withStripeServer } from './helpers/stripe-server';
import { columnsHolding, columnsOf } from './helpers/db-search';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signIn, type SignedIn } from './helpers/session';

/**
 * Saved cards (issue #22, ADR 0407): a returning buyer's card offered again with their consent, kept by the
 * provider under a customer of its own; we keep only the customer's id.
 */

const quietLog = { warn: () => {} };
const card = (number = '4242 4242 4242 4242', exp = '12/34') => ({ card: { number, exp, cvc: '123' } });

async function balanceOf(user: SignedIn): Promise<number> {
  return ((await (await user.fetch('/get-tokens/')).json()) as { tokens: number }).tokens;
}

type Intent = { clientSecret: string; paymentId: string; tokens: number; amount: number };
async function createIntent(user: SignedIn, body: unknown): Promise<Intent> {
  const res = await user.post('/api/create-payment-intent', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Intent;
}

type Card = { id: string; brand: string; last4: string; expMonth: number; expYear: number };
async function savedCards(user: SignedIn): Promise<Card[]> {
  const res = await user.fetch('/api/payments/saved-cards');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return ((await res.json()) as { cards: Card[] }).cards;
}

const removeCard = (user: SignedIn, id: string) =>
  user.fetch(`/api/payments/saved-cards/${encodeURIComponent(id)}`, { method: 'DELETE' });

const deleteAccount = async (server: TestServer, user: SignedIn, email: string) => {
  const res = await user.post('/api/account/delete', { confirmEmail: email });
  expect(res.status).toBe(200);
};

const customerRows = (server: TestServer, userId: string) =>
  server.ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));

async function customerIdOf(server: TestServer, userId: string): Promise<string> {
  const [row] = await customerRows(server, userId);
  expect(row).toBeDefined();
  return row!.customerId;
}

const paymentRows = (server: TestServer, userId: string) =>
  server.ctx.db.select().from(payments).where(eq(payments.userId, userId));

describe.each(DB_KINDS)('saved cards in test mode on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  /** A buyer who bought the Starter Pack with 4242… and ticked "Save this card". */
  async function buyerWithSavedCard(exp = '12/34') {
    const email = uniqueEmail('saver');
    const user = await signIn(server, email);
    const first = await createIntent(user, { packageId: 'starter', saveCard: true });
    const paid = await user.post(`/api/payments/${first.paymentId}/confirm`, card('4242 4242 4242 4242', exp));
    expect(await paid.json()).toMatchObject({ status: 'succeeded', tokens: 100 });
    const [saved, ...more] = await savedCards(user);
    expect(more).toEqual([]);
    return { email, user, saved: saved! };
  }

  it('saves the card with consent, and a second purchase paid with it in one step credits once', async () => {
    const { user, saved } = await buyerWithSavedCard();
    expect(saved).toEqual({
      id: expect.stringMatching(/^pm_test_\w+$/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    const [customer, ...others] = await customerRows(server, user.userId);
    expect(others).toEqual([]);
    expect(customer).toMatchObject({ provider: 'test', customerId: expect.stringMatching(/^cus_test_\w+$/) });
    // Test mode's "provider" keeps brand, last 4 digits and expiry under the fake customer: never the number.
    const kept = await server.ctx.db
      .select()
      .from(testPaymentMethods)
      .where(eq(testPaymentMethods.customerId, customer!.customerId));
    expect(kept.map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear }))).toEqual([
      saved,
    ]);
    expect(JSON.stringify(kept)).not.toContain('4242424242424242');

    const second = await createIntent(user, { packageId: 'starter', paymentMethodId: saved.id });
    const confirms = await Promise.all(
      Array.from({ length: 4 }, () => user.post(`/api/payments/${second.paymentId}/confirm`, { savedCard: true })),
    );
    expect(confirms.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(user)).toBe(200);
    const [intent] = await server.ctx.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.paymentId, second.paymentId));
    expect(intent).toMatchObject({
      customerId: customer!.customerId,
      paymentMethodId: saved.id,
      setupFutureUsage: null,
    });
    const credits = await server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.reference, intent!.id));
    expect(credits).toHaveLength(1);

    // Saving the same card again keeps one card and one customer.
    const third = await createIntent(user, { packageId: 'starter', saveCard: true });
    await user.post(`/api/payments/${third.paymentId}/confirm`, card());
    expect(await savedCards(user)).toEqual([saved]);
    expect(await customerRows(server, user.userId)).toHaveLength(1);
  });

  it('saves nothing without consent', async () => {
    const user = await signIn(server, uniqueEmail('no-consent'));
    for (const body of [{ packageId: 'starter' }, { packageId: 'starter', saveCard: false }, { tokens: 20 }]) {
      const { paymentId } = await createIntent(user, body);
      expect(await (await user.post(`/api/payments/${paymentId}/confirm`, card())).json()).toMatchObject({
        status: 'succeeded',
      });
    }
    expect(await balanceOf(user)).toBe(220);
    expect(await savedCards(user)).toEqual([]);
    expect(await customerRows(server, user.userId)).toEqual([]);
    const intents = await server.ctx.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.userId, user.userId));
    expect(intents.map((i) => [i.customerId, i.setupFutureUsage])).toEqual(Array(3).fill([null, null]));
    // Nor can such an intent be paid with a "saved card".
    const { paymentId } = await createIntent(user, { packageId: 'starter' });
    expect((await user.post(`/api/payments/${paymentId}/confirm`, { savedCard: true })).status).toBe(400);
  });

  it('keeps one buyer’s card from another: not listed, not usable, not removable (404), nothing recorded', async () => {
    const owner = await buyerWithSavedCard();
    const other = await signIn(server, uniqueEmail('other'));
    expect(await savedCards(other)).toEqual([]);
    const use = await other.post('/api/create-payment-intent', {
      packageId: 'starter',
      paymentMethodId: owner.saved.id,
    });
    expect(use.status).toBe(404);
    expect(await paymentRows(server, other.userId)).toEqual([]);
    expect((await removeCard(other, owner.saved.id)).status).toBe(404);

    // Nor once the other buyer has a customer (and a card) of their own.
    const own = await createIntent(other, { packageId: 'starter', saveCard: true });
    await other.post(`/api/payments/${own.paymentId}/confirm`, card('5555 5555 5555 4444', '03/33'));
    expect(await savedCards(other)).toEqual([
      { id: expect.any(String), brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2033 },
    ]);
    expect(
      (await other.post('/api/create-payment-intent', { packageId: 'starter', paymentMethodId: owner.saved.id }))
        .status,
    ).toBe(404);
    expect((await removeCard(other, owner.saved.id)).status).toBe(404);
    expect(await savedCards(owner.user)).toEqual([owner.saved]);

    // Malformed ids and the combination of both choices are refused before anything happens.
    for (const body of [
      { packageId: 'starter', paymentMethodId: 'card_1' },
      { packageId: 'starter', paymentMethodId: owner.saved.id, saveCard: true },
    ]) {
      expect((await owner.user.post('/api/create-payment-intent', body)).status).toBe(400);
    }
    expect((await removeCard(owner.user, 'not-a-card')).status).toBe(400);
    expect((await fetch(`${server.url}/api/payments/saved-cards`)).status).toBe(401);
  });

  it('removes a saved card: no longer listed or usable, even by an intent made before', async () => {
    const { user, saved } = await buyerWithSavedCard();
    const before = await createIntent(user, { packageId: 'starter', paymentMethodId: saved.id });
    const removed = await removeCard(user, saved.id);
    expect(removed.status).toBe(200);
    expect(await savedCards(user)).toEqual([]);
    expect((await removeCard(user, saved.id)).status).toBe(404);
    expect(
      (await user.post('/api/create-payment-intent', { packageId: 'starter', paymentMethodId: saved.id })).status,
    ).toBe(404);
    const late = await user.post(`/api/payments/${before.paymentId}/confirm`, { savedCard: true });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/no longer saved/);
    expect(await balanceOf(user)).toBe(100);
  });

  it('deleting the account forgets the customer, and the job deletes it with its cards', async () => {
    const { email, user } = await buyerWithSavedCard();
    const customerId = await customerIdOf(server, user.userId);
    await deleteAccount(server, user, email);
    expect(await customerRows(server, user.userId)).toEqual([]);
    const queued = await server.ctx.db
      .select()
      .from(paymentCustomerDeletions)
      .where(eq(paymentCustomerDeletions.customerId, customerId));
    expect(queued).toMatchObject([{ provider: 'test' }]);

    expect(
      await deleteForgottenCustomers(server.ctx, createTestProvider(server.ctx.db), quietLog),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await server.ctx.db.select().from(testPaymentMethods).where(eq(testPaymentMethods.customerId, customerId)),
    ).toEqual([]);
    expect(
      await server.ctx.db
        .select()
        .from(paymentCustomerDeletions)
        .where(eq(paymentCustomerDeletions.customerId, customerId)),
    ).toEqual([]);
  });

  // Last: it moves the app's clock.
  it('refuses a saved card that has expired since (402), crediting nothing', async () => {
    const now = server.ctx.now();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const exp = `${String(nextMonth.getUTCMonth() + 1).padStart(2, '0')}/${String(nextMonth.getUTCFullYear()).slice(2)}`;
    const { email, saved } = await buyerWithSavedCard(exp);
    server.advanceClock(70 * 24 * 3600 * 1000);
    const user = await signIn(server, email); // the earlier session has expired too
    const { paymentId } = await createIntent(user, { packageId: 'starter', paymentMethodId: saved.id });
    const expired = await user.post(`/api/payments/${paymentId}/confirm`, { savedCard: true });
    expect(expired.status).toBe(402);
    expect(await expired.json()).toMatchObject({ message: 'Your card has expired.', status: 'failed' });
    expect(await balanceOf(user)).toBe(100);
  });
});

describe.each(DB_KINDS)('saved cards through Stripe on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  withStripeServer(kind, (s, fake) => ([server, stripe] = [s, fake]));

  const intentOf = async (paymentId: string) => {
    const [row] = await server.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    return stripe.intents.get(row!.providerIntentId!)!;
  };
  /** What Stripe.js does in the browser: confirm with the publishable key and the client secret. */
  const confirmInBrowser = async (intent: Intent, method: Record<string, string>) => {
    const id = intent.clientSecret.split('_secret_')[0]!;
    const res = await fetch(`${stripe.url}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: stripe.publishableKey, client_secret: intent.clientSecret, ...method }),
    });
    return { status: res.status, body: (await res.json()) as { status?: string } };
  };
  const typedCard = (number: string) => ({
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '34',
    'payment_method_data[card][cvc]': '123',
  });
  /** Stripe tells us the payment succeeded, by a signed webhook. */
  const paid = async (intent: Intent) => {
    const pi = await intentOf(intent.paymentId);
    expect((await deliverWebhook(server, stripe.webhook('payment_intent.succeeded', pi.id))).status).toBe(200);
    return pi;
  };

  /** `table.column` of every row of our database whose text contains `needle`. */
  const whereStored = async (needle: string) =>
    columnsHolding(
      server.ctx.db,
      await columnsOf(server.ctx.db, sql`c.data_type in ('text', 'jsonb', 'json')`),
      needle,
    );

  async function buyerWithSavedCard() {
    const email = uniqueEmail('stripe-saver');
    const user = await signIn(server, email);
    const first = await createIntent(user, { amount: 4500, saveCard: true });
    expect((await confirmInBrowser(first, typedCard('4242424242424242'))).body.status).toBe('succeeded');
    await paid(first);
    const [saved, ...more] = await savedCards(user);
    expect(more).toEqual([]);
    return { email, user, saved: saved!, first };
  }

  it('with consent, makes one Stripe customer, saves the card through setup_future_usage, and a second purchase with it credits once', async () => {
    const email = uniqueEmail('stripe-saver');
    const user = await signIn(server, email);
    const since = stripe.requests.length;
    const customerCreates = () => stripe.requests.slice(since).filter((r) => r.path === '/v1/customers');
    const first = await createIntent(user, { amount: 4500, saveCard: true });
    expect(customerCreates()).toEqual([
      expect.objectContaining({
        method: 'POST',
        idempotencyKey: `customer:${user.userId}:create`,
        body: { metadata: { userId: user.userId } }, // no e-mail or name
      }),
    ]);
    const [customer] = await customerRows(server, user.userId);
    expect(customer).toMatchObject({ provider: 'stripe', customerId: expect.stringMatching(/^cus_fake_/) });
    expect(stripe.requests.findLast((r) => r.path === '/v1/payment_intents')!.body).toMatchObject({
      amount: '4500',
      customer: customer!.customerId,
      setup_future_usage: 'on_session',
    });

    expect((await confirmInBrowser(first, typedCard('4242424242424242'))).body.status).toBe('succeeded');
    expect(await balanceOf(user)).toBe(0); // Stripe charged the card; only the verified webhook credits it
    await paid(first);
    expect(await balanceOf(user)).toBe(500);
    const [saved, ...more] = await savedCards(user);
    expect(more).toEqual([]);
    expect(saved).toEqual({
      id: expect.stringMatching(/^pm_fake_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });

    // The second purchase: the saved card, confirmed in the browser in one step; no second customer.
    const second = await createIntent(user, { amount: 1000, paymentMethodId: saved!.id });
    expect(customerCreates()).toHaveLength(1);
    const body = stripe.requests.findLast((r) => r.path === '/v1/payment_intents')!.body;
    expect(body).toMatchObject({ amount: '1000', customer: customer!.customerId, payment_method: saved!.id });
    expect(body).not.toHaveProperty('setup_future_usage');
    expect((await confirmInBrowser(second, { payment_method: saved!.id })).body.status).toBe('succeeded');
    const pi = await intentOf(second.paymentId);
    const deliveries = await Promise.all([
      ...Array.from({ length: 5 }, () => deliverWebhook(server, stripe.webhook('payment_intent.succeeded', pi.id))),
      user.post(`/api/payments/${second.paymentId}/sync`, {}),
    ]);
    expect(deliveries.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await balanceOf(user)).toBe(600);
    expect(await server.ctx.db.select().from(tokenLedger).where(eq(tokenLedger.reference, pi.id))).toHaveLength(1);

    // Never stored by us: the card's id and fingerprint are nowhere in our database; the customer id only here.
    expect(await whereStored(saved!.id)).toEqual([]);
    expect(await whereStored(stripe.paymentMethods.get(saved!.id)!.card.fingerprint)).toEqual([]);
    expect(await whereStored(customer!.customerId)).toEqual(['payment_customers.customer_id']);
  });

  it('without consent, tells Stripe of no customer and saves nothing', async () => {
    const user = await signIn(server, uniqueEmail('stripe-plain'));
    const before = stripe.requests.length;
    const intent = await createIntent(user, { amount: 1000, saveCard: false });
    const sent = stripe.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual(['/v1/payment_intents']);
    expect(sent[0]!.body).not.toHaveProperty('customer');
    expect(sent[0]!.body).not.toHaveProperty('setup_future_usage');
    expect((await confirmInBrowser(intent, typedCard('4242424242424242'))).body.status).toBe('succeeded');
    await paid(intent);
    expect(await balanceOf(user)).toBe(100);
    const asked = stripe.requests.length;
    expect(await savedCards(user)).toEqual([]);
    expect(stripe.requests.length).toBe(asked); // no customer: nothing to ask Stripe
    expect(await customerRows(server, user.userId)).toEqual([]);
    expect((await intentOf(intent.paymentId)).payment_method).toBeNull();
  });

  it('keeps one buyer’s card from another, whatever Stripe would allow', async () => {
    const owner = await buyerWithSavedCard();
    const other = await signIn(server, uniqueEmail('stripe-other'));
    const before = stripe.requests.length;
    expect(await savedCards(other)).toEqual([]);
    expect(
      (await other.post('/api/create-payment-intent', { amount: 1000, paymentMethodId: owner.saved.id })).status,
    ).toBe(404);
    expect((await removeCard(other, owner.saved.id)).status).toBe(404);
    expect(stripe.requests.length).toBe(before); // refused before asking Stripe anything
    expect(await paymentRows(server, other.userId)).toEqual([]);

    // With a customer of their own, Stripe itself answers that the card is not theirs.
    const own = await createIntent(other, { amount: 1000, saveCard: true });
    expect((await confirmInBrowser(own, typedCard('4242424242424242'))).body.status).toBe('succeeded');
    await paid(own);
    expect(
      (await other.post('/api/create-payment-intent', { amount: 1000, paymentMethodId: owner.saved.id })).status,
    ).toBe(404);
    expect((await removeCard(other, owner.saved.id)).status).toBe(404);
    expect(stripe.paymentMethods.get(owner.saved.id)!.customer).not.toBeNull();
    expect(await savedCards(owner.user)).toEqual([owner.saved]);
  });

  it('lists the same card saved twice once, and removing it detaches both', async () => {
    const { user, saved } = await buyerWithSavedCard();
    const again = await createIntent(user, { amount: 1000, saveCard: true });
    expect((await confirmInBrowser(again, typedCard('4242424242424242'))).body.status).toBe('succeeded');
    await paid(again);
    const customerId = await customerIdOf(server, user.userId);
    const atStripe = [...stripe.paymentMethods.values()].filter((pm) => pm.customer === customerId);
    expect(atStripe).toHaveLength(2);
    const listed = await savedCards(user);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.id).not.toBe(saved.id); // the newest

    expect((await removeCard(user, listed[0]!.id)).status).toBe(200);
    expect(atStripe.map((pm) => pm.customer)).toEqual([null, null]);
    expect(
      stripe.requests
        .filter((r) => r.path.endsWith('/detach'))
        .map((r) => r.path)
        .sort(),
    ).toEqual(atStripe.map((pm) => `/v1/payment_methods/${pm.id}/detach`).sort());
    expect(await savedCards(user)).toEqual([]);
    expect((await user.post('/api/create-payment-intent', { amount: 1000, paymentMethodId: saved.id })).status).toBe(
      404,
    );
  });

  it('deleting the account forgets the customer; the job deletes it at Stripe, once', async () => {
    const { email, user } = await buyerWithSavedCard();
    const customerId = await customerIdOf(server, user.userId);
    await deleteAccount(server, user, email);
    expect(await customerRows(server, user.userId)).toEqual([]);
    const provider = createStripeProvider(server.ctx.config);
    await deleteForgottenCustomers(server.ctx, provider, quietLog);
    expect(stripe.customers.get(customerId)).toMatchObject({ deleted: true });
    expect([...stripe.paymentMethods.values()].filter((pm) => pm.customer === customerId)).toEqual([]);
    const deletes = () =>
      stripe.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`);
    expect(deletes()).toHaveLength(1);
    await deleteForgottenCustomers(server.ctx, provider, quietLog);
    expect(deletes()).toHaveLength(1);
    // One already gone at Stripe (another instance deleted it first) counts as done.
    await server.ctx.db.insert(paymentCustomerDeletions).values({ customerId, provider: 'stripe' });
    await deleteForgottenCustomers(server.ctx, provider, quietLog);
    expect(
      await server.ctx.db
        .select()
        .from(paymentCustomerDeletions)
        .where(and(eq(paymentCustomerDeletions.customerId, customerId))),
    ).toEqual([]);
  });
});
