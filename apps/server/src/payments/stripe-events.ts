import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../context';
import { stripeEvents } from '../db/schema/payments';
import { applyDispute } from './disputes';
import { recordPaymentFailure } from './fulfil';
import { applyRefund } from './refunds';
import { reconcile, type Log } from './service';
import type { StripeProvider } from './stripe-provider';

/**
 * Handles one verified Stripe event, once. The event is recorded only after it was handled: a delivery that
 * failed half-way is processed again on Stripe's retry instead of being skipped as a duplicate.
 */
export async function handleStripeEvent(
  ctx: AppContext,
  stripe: StripeProvider,
  event: Stripe.Event,
  log: Log,
): Promise<{ duplicate: boolean }> {
  const [seen] = await ctx.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id)).limit(1);
  if (seen) return { duplicate: true };
  await dispatch(ctx, stripe, event, log);
  await ctx.db.insert(stripeEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing();
  return { duplicate: false };
}

async function dispatch(ctx: AppContext, stripe: StripeProvider, event: Stripe.Event, log: Log): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      // Decide from the intent as Stripe has it now, not from the (possibly stale or reordered) event.
      await reconcile(ctx, await stripe.retrieveIntent(event.data.object.id), log);
      return;
    case 'payment_intent.payment_failed': {
      const message = event.data.object.last_payment_error?.message ?? 'The payment failed.';
      await recordPaymentFailure(ctx.db, event.data.object.id, message, ctx.now());
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intentId) return;
      // As above: the refunded amount as Stripe has it now (refunds are cumulative; events may come out of order).
      const result = await applyRefund(ctx.db, await stripe.retrieveIntent(intentId), ctx.now());
      if (result.ok && result.alreadySpent > 0) {
        log.warn(
          {
            paymentId: result.paymentId,
            userId: result.userId,
            revoked: result.revoked,
            alreadySpent: result.alreadySpent,
          },
          'refund: some of the purchased tokens were already spent and could not be taken back',
        );
      }
      return;
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
    case 'charge.dispute.closed': {
      const dispute = await stripe.retrieveDispute(event.data.object.id);
      if (!dispute) return;
      const result = await applyDispute(ctx.db, dispute, ctx.now());
      if (result.ok && (result.taken || result.released || result.alreadySpent)) {
        log.warn({ disputeId: dispute.id, status: dispute.status, ...result }, 'card dispute: tokens adjusted');
      }
      return;
    }
    default:
      return;
  }
}
