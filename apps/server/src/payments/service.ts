import type { PaymentResultResponse, PaymentStatus, TokenPackage } from '@app/contracts/tokens';
import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { payments, type Payment } from '../db/schema/payments';
import { users } from '../db/schema/users';
import { DomainError, NotFound, Unauthenticated, Unavailable } from '../domain/errors';
import { getBalance } from '../tokens';
import { fulfilPayment, PaymentMismatch, recordPaymentFailure } from './fulfil';
import type { PaymentProvider, ProviderIntent } from './provider';
import { sendPurchaseReceipt } from './receipt';
import { type CardChoice, intentCard } from './saved-cards';

const NOT_STARTED = 'Payment failed. Please try again.';

/** What the payment code logs through (the request's or the job's logger). */
export type Log = { warn(obj: object, msg: string): void };

/**
 * Records a pending payment for the package, then asks the provider for an intent; `choice` saves the card it is
 * paid with, or pays with a saved card of the buyer's (NotFound for anyone else's, before anything is recorded).
 */
export async function startPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: string,
  pkg: TokenPackage,
  choice?: CardChoice,
) {
  // Access tokens are checked without the database, so one issued before the account was deleted (on
  // another instance) still passes; nobody must be charged for an account that no longer exists.
  const [user] = await ctx.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt) throw new Unauthenticated('unauthorised');
  const card =
    choice &&
    (await intentCard(ctx, provider, userId, choice).catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
      throw new Unavailable(NOT_STARTED);
    }));
  const currency = ctx.config.STRIPE_CURRENCY.toLowerCase();
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId,
      packageId: pkg.id,
      tokens: pkg.tokens,
      amountCents: pkg.amount,
      currency,
      provider: provider.name,
    })
    .returning();
  const paymentId = payment!.id;
  let intent: { id: string; clientSecret: string };
  try {
    intent = await provider.createIntent({ paymentId, userId, pkg, currency, card });
  } catch {
    await ctx.db
      .update(payments)
      .set({ status: 'failed', failureMessage: 'could not create the payment intent', updatedAt: ctx.now() })
      .where(eq(payments.id, paymentId));
    throw new Unavailable(NOT_STARTED);
  }
  await ctx.db
    .update(payments)
    .set({ providerIntentId: intent.id, updatedAt: ctx.now() })
    .where(eq(payments.id, paymentId));
  return { paymentId, clientSecret: intent.clientSecret, currency };
}

/** The signed-in user's payment, or NotFound (another user's payment looks like a missing one). */
export async function ownPayment(ctx: AppContext, userId: string, paymentId: string): Promise<Payment> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (!payment) throw new NotFound('Unknown payment');
  return payment;
}

/**
 * Brings our record in line with the provider's: fulfils a succeeded intent, records a refusal.
 * Used by sync (after the card confirmation), the webhook, and test-mode confirm.
 */
export async function reconcile(ctx: AppContext, intent: ProviderIntent, log: Log): Promise<void> {
  if (intent.status === 'succeeded') {
    const result = await fulfilPayment(ctx.db, intent, ctx.now()).catch((error: unknown) => {
      // Every path that fulfils (sync, test-mode confirm, webhook, sweep) passes here with its own logger, the
      // request's carrying its id: the one place a mismatch is logged, before it becomes a 409 (ADR 0940).
      if (error instanceof PaymentMismatch)
        log.warn({ paymentMismatch: error.mismatch }, 'payment mismatch: not credited');
      throw error;
    });
    // Once, by whichever path credited it; in the background, so the buyer's page does not wait for mail.
    // Not for a purchase refunded before it was credited: its tokens were taken back at once.
    if (result.ok && !result.alreadyApplied && intent.amountRefunded === 0)
      void sendPurchaseReceipt(ctx, result.paymentId, log);
  } else if (intent.status === 'canceled') {
    await recordPaymentFailure(ctx.db, intent.id, 'The payment was canceled.', ctx.now());
  } else if (intent.status === 'requires_payment_method' && intent.lastErrorMessage) {
    await recordPaymentFailure(ctx.db, intent.id, intent.lastErrorMessage, ctx.now());
  }
}

/** POST /api/payments/:id/sync: asks the provider and fulfils if the intent succeeded. */
export async function syncPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: string,
  paymentId: string,
  log: Log,
): Promise<PaymentResultResponse> {
  const payment = await ownPayment(ctx, userId, paymentId);
  if (payment.status !== 'succeeded' && payment.providerIntentId) {
    await reconcile(ctx, await provider.retrieveIntent(payment.providerIntentId), log);
  }
  return paymentResult(ctx, await ownPayment(ctx, userId, paymentId));
}

export async function paymentResult(ctx: AppContext, payment: Payment): Promise<PaymentResultResponse> {
  return {
    paymentId: payment.id,
    status: payment.status as PaymentStatus,
    tokens: await getBalance(ctx.db, payment.userId),
    ...(payment.status === 'failed' && payment.failureMessage ? { message: payment.failureMessage } : {}),
  };
}

/** How old a pending payment must be before the sweep asks about it, and how far back it looks. */
export const SWEEP = { afterMs: 10 * 60_000, withinMs: 3 * 24 * 3_600_000, batch: 50 } as const;

/**
 * Payments still pending some minutes after they started: the browser closed before its sync and the
 * webhook was lost or never configured. Asks the provider about each and reconciles it, so a charged
 * card is credited even then. Safe to run on every instance at once (fulfilment is idempotent).
 * Returns how many payments it asked about.
 */
export async function sweepPendingPayments(ctx: AppContext, provider: PaymentProvider, log: Log): Promise<number> {
  const now = ctx.now().getTime();
  const stale = await ctx.db
    .select({ intentId: payments.providerIntentId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNotNull(payments.providerIntentId),
        lt(payments.createdAt, new Date(now - SWEEP.afterMs)),
        gt(payments.createdAt, new Date(now - SWEEP.withinMs)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(SWEEP.batch);
  for (const { intentId } of stale) {
    // One payment's trouble (a mismatch, the provider down) must not stop the others.
    await provider
      .retrieveIntent(intentId!)
      .then((intent) => reconcile(ctx, intent, log))
      .catch(() => undefined);
  }
  return stale.length;
}
