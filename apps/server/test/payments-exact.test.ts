import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/payments';
import { credit } from '../src/tokens/ledger';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signIn, type SignedIn } from './helpers/session';

const card = { card: { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' } };
const balanceOf = async (user: SignedIn) =>
  ((await (await user.fetch('/get-tokens/')).json()) as { tokens: number }).tokens;

/** Buying exactly the tokens a reading needs, besides the four packages (ADR 0631). */
describe.each(DB_KINDS)('exact token purchases on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  let stripeServer: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind);
    stripeServer = await startTestServer(kind, stripe.env);
  });
  afterAll(async () => {
    await server?.close();
    await stripeServer?.close();
    await stripe?.close();
  });

  it('serves the limits beside the four packages', async () => {
    const catalogue = await (await fetch(`${server.url}/api/token-packages`)).json();
    expect(catalogue.packages).toHaveLength(4);
    expect(catalogue.exact).toEqual({ minimumTokens: 10, maximumTokens: 100 });
  });

  it('tops 30 tokens up to a 40-token reading with exactly 10 tokens for $1.00', async () => {
    const user = await signIn(server, uniqueEmail('exact'));
    await credit(server.ctx.db, { userId: user.userId, amount: 30, reason: 'compensation', reference: randomUUID() });
    const res = await user.post('/api/create-payment-intent', { tokens: 10 });
    expect(res.status).toBe(200);
    const intent = await res.json();
    expect(intent).toMatchObject({ packageId: 'exact', tokens: 10, amount: 100, currency: 'usd' });
    const paid = await user.post(`/api/payments/${intent.paymentId}/confirm`, card);
    expect(await paid.json()).toMatchObject({ status: 'succeeded', tokens: 40 });
    expect(await balanceOf(user)).toBe(40);
  });

  it('charges the price of a whole reading at the Starter rate: 50 tokens for $5.00', async () => {
    const user = await signIn(server, uniqueEmail('exact'));
    const intent = await (await user.post('/api/create-payment-intent', { tokens: 50 })).json();
    expect(intent).toMatchObject({ tokens: 50, amount: 500 });
  });

  it('refuses less than the minimum charge, more than a package, and a mix of both ways, recording nothing', async () => {
    const user = await signIn(server, uniqueEmail('exact'));
    const cases: [unknown, RegExp][] = [
      [{ tokens: 5 }, /smallest card payment is \$1\.00 \(10 tokens\)/],
      [{ tokens: 101 }, /as a package/],
      [{ tokens: 10, packageId: 'starter' }, /either a number of tokens or a token package/],
      [{ tokens: 2.5 }, /tokens/],
    ];
    for (const [body, message] of cases) {
      const res = await user.post('/api/create-payment-intent', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(await server.ctx.db.select().from(payments).where(eq(payments.userId, user.userId))).toHaveLength(0);
  });

  it('asks Stripe for exactly that amount', async () => {
    const user = await signIn(stripeServer, uniqueEmail('exact'));
    const res = await user.post('/api/create-payment-intent', { tokens: 20 });
    expect(res.status).toBe(200);
    const { paymentId } = await res.json();
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/payment_intents',
      body: { amount: '200', metadata: { paymentId, packageId: 'exact', tokens: '20' } },
    });
  });
});
