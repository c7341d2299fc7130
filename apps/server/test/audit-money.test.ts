import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payments, users } from '../src/db/schema/index';
import type { FakeStripe } from './helpers/fake-stripe';
import { deliverWebhook, withStripeServer } from './helpers/stripe-server';
import { DB_KINDS, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signIn, type SignedIn } from './helpers/session';

describe.each(DB_KINDS)('money events in the audit log on %s', (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  withStripeServer(kind, (s, fake) => ([server, stripe] = [s, fake]));

  /** Delivers one event `times` times at once (Stripe's redeliveries), and once more afterwards. */
  const replay = async (delivery: { body: string; headers: Record<string, string> }, times = 4) => {
    const responses = await Promise.all(Array.from({ length: times }, () => deliverWebhook(server, delivery)));
    expect(responses.map((r) => r.status)).toEqual(Array(times).fill(200));
    expect((await deliverWebhook(server, delivery)).status).toBe(200);
  };
  const auditsOf = async (user: SignedIn) =>
    (await server.ctx.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.userId))).sort(
      (a, b) => a.id - b.id,
    );

  /** A customer whose 500-token purchase ($45.00) Stripe has charged; the webhook is replayed. */
  async function buyer() {
    const email = uniqueEmail('buyer');
    const user = await signIn(server, email);
    const created = await user.fetch('/api/create-payment-intent', {
      method: 'POST',
      body: JSON.stringify({ amount: 4500 }),
    });
    const { paymentId } = (await created.json()) as { paymentId: string };
    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    const intentId = payment!.providerIntentId!;
    stripe.succeed(intentId);
    await replay(stripe.webhook('payment_intent.succeeded', intentId));
    return { user, email, intentId, paymentId };
  }

  it('a purchase and a partial refund each write one row, however often Stripe reports them', async () => {
    const { user, intentId, paymentId } = await buyer();
    stripe.refund(intentId, 2250);
    await replay(stripe.webhook('charge.refunded', intentId));
    const audits = await auditsOf(user);
    expect(audits.map((a) => a.action)).toEqual(['purchase', 'payment-refunded']);
    expect(audits[0]).toMatchObject({
      actor: 'stripe',
      requestKey: intentId,
      before: { paymentId, balance: 0 },
      after: { balance: 500, tokens: 500, amount: 4500 },
    });
    expect(audits[1]).toMatchObject({
      before: { amountRefunded: 0, balance: 500 },
      after: { amountRefunded: 2250, tokensTakenBack: 250, balance: 250 },
    });
    // The rest refunded later: one more row.
    stripe.refund(intentId, 2250);
    await replay(stripe.webhook('charge.refunded', intentId));
    const later = await auditsOf(user);
    expect(later.map((a) => a.action)).toEqual(['purchase', 'payment-refunded', 'payment-refunded']);
    expect(later[2]!.after).toMatchObject({ amountRefunded: 4500, tokensTakenBack: 250, balance: 0 });
  });

  it('a dispute writes one row when it holds the tokens and one when it gives them back', async () => {
    const { user, intentId } = await buyer();
    stripe.dispute(intentId, 'needs_response');
    await replay(stripe.webhook('charge.dispute.created', intentId));
    stripe.dispute(intentId, 'won');
    await replay(stripe.webhook('charge.dispute.closed', intentId));
    const audits = await auditsOf(user);
    expect(audits.map((a) => a.action)).toEqual(['purchase', 'dispute-held', 'dispute-returned']);
    expect(audits[1]!.after).toMatchObject({ tokensTaken: 500, balance: 0 });
    expect(audits[2]!.after).toMatchObject({ tokensReturned: 500, balance: 500 });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.tokenBalance).toBe(500);
  });

  it('deleting an account writes off its tokens with one audit row, also when asked twice at once', async () => {
    const { user, email } = await buyer();
    const body = JSON.stringify({ confirmEmail: email });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => user.fetch('/api/account/delete', { method: 'POST', body })),
    );
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const audits = await auditsOf(user);
    expect(audits.map((a) => a.action)).toEqual(['purchase', 'account-deleted']);
    expect(audits[1]).toMatchObject({
      actor: 'customer',
      before: { balance: 500 },
      after: { balance: 0, writtenOff: 500 },
    });
    // The audit row names no e-mail address.
    expect(JSON.stringify(audits[1])).not.toContain(email);
  });
});
