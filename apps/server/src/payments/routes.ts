import type { FastifyInstance } from 'fastify';
import {
  CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  PaymentIdParams,
  type PaymentsConfigResponse,
  SavedCardParams,
  type SavedCardsResponse,
  TestCardConfirmRequest,
  type TokenPackage,
} from '@app/contracts/tokens';
import { requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { CardRefused, InvalidInput } from '../domain/errors';
import { parseOr400 } from '../http/errors';
import { routeLimit } from '../security/rate-limit';
import { exactPackage, findPackage } from '../tokens/packages';
import { recordPaymentFailure } from './fulfil';
import { limitPerUser } from './limits';
import type { PaymentProvider } from './provider';
import {
  ownPayment,
  paymentResult,
  reconcile,
  startPayment,
  sweepPendingPayments,
  SWEEP,
  syncPayment,
} from './service';
import { createStripeProvider } from './stripe-provider';
import { checkTestCard, type TestCardDetails, testCardDetails } from './sandbox-cards';
import { type CardChoice, deleteForgottenCustomers, listSavedCards, removeSavedCard } from './saved-cards';
import { createTestProvider, type TestProvider } from './sandbox-provider';
import { registerStripeWebhook } from './webhook-routes';
import type { Job } from '../jobs/jobs';

/** Card purchases of token packages: Stripe when its keys are set, otherwise test mode (no money moves). */
export async function registerPayments(app: FastifyInstance, ctx: AppContext): Promise<Job[]> {
  const { config } = ctx;
  const limit = (max: number) => routeLimit(config, max);
  let provider: PaymentProvider;

  if (config.paymentsMode === 'stripe') {
    const stripe = createStripeProvider(config);
    provider = stripe;
    await registerStripeWebhook(app, ctx, stripe);
  } else {
    const test = createTestProvider(ctx.db);
    provider = test;
    registerTestConfirm(app, ctx, test, limit(120));
  }

  // Heals payments that neither the browser's sync nor a webhook reported (see sweepPendingPayments).
  const sweep: Job = {
    name: 'payment sweep',
    everyMs: SWEEP.afterMs,
    run: (log) => sweepPendingPayments(ctx, provider, log),
  };

  app.get('/api/payments/config', async () => {
    const body: PaymentsConfigResponse =
      config.paymentsMode === 'stripe'
        ? { mode: 'stripe', publishableKey: config.STRIPE_PUBLISHABLE_KEY }
        : { mode: 'test' };
    return body;
  });

  app.post(
    '/api/create-payment-intent',
    { preHandler: requireSession, config: { rateLimit: limit(120) } },
    async (request) => {
      await limitPerUser(ctx, 'createIntent', requireUser(request).userId);
      const query = parseOr400(CreatePaymentIntentRequest, request.body);
      if (query.tokens !== undefined) {
        // Exactly the tokens a reading needs (ADR 0631), priced on the server from the packages.
        const exact = exactPackage(query.tokens, config.STRIPE_CURRENCY);
        if ('refused' in exact) throw new InvalidInput(exact.refused);
        return intentResponse(
          await startPayment(ctx, provider, requireUser(request).userId, exact, cardChoice(query)),
          exact,
        );
      }
      const pkg = findPackage(query);
      if (!pkg) {
        throw new InvalidInput(
          query.packageId !== undefined && query.amount !== undefined
            ? 'The amount and the packageId do not name the same token package'
            : query.amount !== undefined
              ? 'The amount is not the price of a token package'
              : 'Unknown token package',
        );
      }
      return intentResponse(
        await startPayment(ctx, provider, requireUser(request).userId, pkg, cardChoice(query)),
        pkg,
      );
    },
  );

  // Saved cards (ADR 0407): read from the provider each time, never stored here.
  app.get(
    '/api/payments/saved-cards',
    { preHandler: requireSession, config: { rateLimit: limit(120) } },
    async (request, reply) => {
      await limitPerUser(ctx, 'savedCards', requireUser(request).userId);
      reply.header('cache-control', 'private, no-store');
      const body: SavedCardsResponse = { cards: await listSavedCards(ctx, provider, requireUser(request).userId) };
      return body;
    },
  );

  app.delete(
    '/api/payments/saved-cards/:cardId',
    { preHandler: requireSession, config: { rateLimit: limit(60) } },
    async (request) => {
      const { cardId } = parseOr400(SavedCardParams, request.params);
      await limitPerUser(ctx, 'savedCards', requireUser(request).userId);
      await removeSavedCard(ctx, provider, requireUser(request).userId, cardId);
      return { ok: true };
    },
  );

  app.post(
    '/api/payments/:paymentId/sync',
    { preHandler: requireSession, config: { rateLimit: limit(300) } },
    async (request) => {
      const { paymentId } = parseOr400(PaymentIdParams, request.params);
      await limitPerUser(ctx, 'sync', requireUser(request).userId);
      return syncPayment(ctx, provider, requireUser(request).userId, paymentId, request.log);
    },
  );
  // Deleted accounts' customers, and the cards they kept, are deleted at the provider soon after.
  const forget: Job = {
    name: 'payment customers of deleted accounts',
    everyMs: 60_000,
    run: (log) => deleteForgottenCustomers(ctx, provider, log),
  };
  return [sweep, forget];
}

/** The buyer's consent to save the card ("Save this card for next time"), or the saved card they pay with. */
function cardChoice(query: CreatePaymentIntentRequest): CardChoice | undefined {
  if (query.paymentMethodId) return { paymentMethodId: query.paymentMethodId };
  return query.saveCard === true ? { save: true } : undefined;
}

function intentResponse(
  started: { paymentId: string; clientSecret: string; currency: string },
  pkg: TokenPackage,
): CreatePaymentIntentResponse {
  return { ...started, packageId: pkg.id, tokens: pkg.tokens, amount: pkg.amount };
}

/** Test mode only: our own card form's confirmation, with Stripe's test card outcomes. */
function registerTestConfirm(
  app: FastifyInstance,
  ctx: AppContext,
  provider: TestProvider,
  rateLimit: false | { max: number; timeWindow: number },
): void {
  app.post(
    '/api/payments/:paymentId/confirm',
    { preHandler: requireSession, config: { rateLimit } },
    async (request) => {
      const { paymentId } = parseOr400(PaymentIdParams, request.params);
      const body = parseOr400(TestCardConfirmRequest, request.body);
      const payment = await ownPayment(ctx, requireUser(request).userId, paymentId);
      if (payment.status === 'succeeded' || !payment.providerIntentId) return paymentResult(ctx, payment);
      await limitPerUser(ctx, 'confirm', requireUser(request).userId);

      const intentId = payment.providerIntentId;
      let typed: TestCardDetails | undefined;
      if ('card' in body) {
        const check = checkTestCard(body.card, ctx.now());
        if (!check.ok) throw new InvalidInput(check.message, { field: check.field });
        if (check.outcome === 'refused') {
          await provider.markRefused(intentId, check.message);
          await recordPaymentFailure(ctx.db, intentId, check.message, ctx.now());
          throw new CardRefused(check.message, { code: check.code, paymentId, status: 'failed' });
        }
        typed = testCardDetails(body.card);
      } else {
        // The saved card the intent was made with; removed since, it can no longer pay.
        const saved = await provider.savedCardOf(intentId);
        if (!saved) throw new InvalidInput('This card is no longer saved. Please enter a card.');
        if (Date.UTC(saved.expYear, saved.expMonth, 1) <= ctx.now().getTime()) {
          const message = 'Your card has expired.';
          await provider.markRefused(intentId, message);
          await recordPaymentFailure(ctx.db, intentId, message, ctx.now());
          throw new CardRefused(message, { code: 'expired_card', paymentId, status: 'failed' });
        }
      }
      // "The provider charged the card", then fulfil: a crash in between is healed by the next sync.
      await provider.markSucceeded(intentId, typed);
      await reconcile(ctx, await provider.retrieveIntent(intentId), request.log);
      return paymentResult(ctx, await ownPayment(ctx, requireUser(request).userId, paymentId));
    },
  );
}
