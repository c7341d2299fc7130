import { API_ROUTES } from '@app/contracts/api-routes';
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
import { metricsRegistry } from '../metrics/routes';
import { routeLimit } from '../security/rate-limit';
import { exactPackage, findPackage } from '../tokens';
import { recordPaymentFailure } from './fulfil';
import { limitPerUser } from './limits';
import { paymentMetrics } from './metrics';
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
  paymentMetrics(metricsRegistry(app), ctx.db);
  const provider = await mountProvider(app, ctx);
  registerPaymentsConfig(app, ctx);
  registerIntentCreation(app, ctx, provider);
  registerSavedCards(app, ctx, provider);
  registerSync(app, ctx, provider);
  return [
    // Heals payments that neither the browser's sync nor a webhook reported (see sweepPendingPayments).
    { name: 'payment sweep', everyMs: SWEEP.afterMs, run: (log) => sweepPendingPayments(ctx, provider, log) },
    // Deleted accounts' customers, and the cards they kept, are deleted at the provider soon after.
    {
      name: 'payment customers of deleted accounts',
      everyMs: 60_000,
      run: (log) => deleteForgottenCustomers(ctx, provider, log),
    },
  ];
}

/** Stripe with its webhook, or test mode with our own card form's confirmation. */
async function mountProvider(app: FastifyInstance, ctx: AppContext): Promise<PaymentProvider> {
  if (ctx.config.paymentsMode === 'stripe') {
    const stripe = createStripeProvider(ctx.config);
    await registerStripeWebhook(app, ctx, stripe);
    return stripe;
  }
  const test = createTestProvider(ctx.db);
  registerTestConfirm(app, ctx, test);
  return test;
}

function registerPaymentsConfig(app: FastifyInstance, { config }: AppContext): void {
  app.get(API_ROUTES.paymentsConfig, async () => {
    const body: PaymentsConfigResponse =
      config.paymentsMode === 'stripe'
        ? { mode: 'stripe', publishableKey: config.STRIPE_PUBLISHABLE_KEY }
        : { mode: 'test' };
    return body;
  });
}

function registerIntentCreation(app: FastifyInstance, ctx: AppContext, provider: PaymentProvider): void {
  app.post(
    API_ROUTES.createPaymentIntent,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 120) } },
    async (request) => {
      const { userId } = requireUser(request);
      await limitPerUser(ctx, 'createIntent', userId);
      const query = parseOr400(CreatePaymentIntentRequest, request.body);
      const pkg = packageAsked(query, ctx.config.STRIPE_CURRENCY);
      return intentResponse(await startPayment(ctx, provider, userId, pkg, cardChoice(query)), pkg);
    },
  );
}

/** The package the buyer asked for: exactly the tokens a reading needs (ADR 0631), or one from the catalogue. */
function packageAsked(query: CreatePaymentIntentRequest, currency: string): TokenPackage {
  if (query.tokens !== undefined) {
    // Priced on the server from the packages.
    const exact = exactPackage(query.tokens, currency);
    if ('refused' in exact) throw new InvalidInput(exact.refused);
    return exact;
  }
  const pkg = findPackage(query);
  if (pkg) return pkg;
  if (query.packageId !== undefined && query.amount !== undefined)
    throw new InvalidInput('The amount and the packageId do not name the same token package');
  if (query.amount !== undefined) throw new InvalidInput('The amount is not the price of a token package');
  throw new InvalidInput('Unknown token package');
}

// Saved cards (ADR 0407): read from the provider each time, never stored here.
function registerSavedCards(app: FastifyInstance, ctx: AppContext, provider: PaymentProvider): void {
  app.get(
    API_ROUTES.savedCards,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 120) } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await limitPerUser(ctx, 'savedCards', userId);
      reply.header('cache-control', 'private, no-store');
      const body: SavedCardsResponse = { cards: await listSavedCards(ctx, provider, userId) };
      return body;
    },
  );

  app.delete(
    API_ROUTES.savedCard,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 60) } },
    async (request) => {
      const { cardId } = parseOr400(SavedCardParams, request.params);
      const { userId } = requireUser(request);
      await limitPerUser(ctx, 'savedCards', userId);
      await removeSavedCard(ctx, provider, userId, cardId);
      return { ok: true };
    },
  );
}

function registerSync(app: FastifyInstance, ctx: AppContext, provider: PaymentProvider): void {
  app.post(
    API_ROUTES.paymentSync,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 300) } },
    async (request) => {
      const { paymentId } = parseOr400(PaymentIdParams, request.params);
      const { userId } = requireUser(request);
      await limitPerUser(ctx, 'sync', userId);
      return syncPayment(ctx, provider, userId, paymentId, request.log);
    },
  );
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
function registerTestConfirm(app: FastifyInstance, ctx: AppContext, provider: TestProvider): void {
  app.post(
    API_ROUTES.paymentConfirm,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 120) } },
    async (request) => {
      const { paymentId } = parseOr400(PaymentIdParams, request.params);
      const body = parseOr400(TestCardConfirmRequest, request.body);
      const { userId } = requireUser(request);
      const payment = await ownPayment(ctx, userId, paymentId);
      if (payment.status === 'succeeded' || !payment.providerIntentId) return paymentResult(ctx, payment);
      await limitPerUser(ctx, 'confirm', userId);

      const intentId = payment.providerIntentId;
      const typed = await cardToCharge(ctx, provider, { intentId, paymentId }, body);
      // "The provider charged the card", then fulfil: a crash in between is healed by the next sync.
      await provider.markSucceeded(intentId, typed);
      await reconcile(ctx, await provider.retrieveIntent(intentId), request.log);
      return paymentResult(ctx, await ownPayment(ctx, userId, paymentId));
    },
  );
}

interface Attempt {
  intentId: string;
  paymentId: string;
}

/**
 * Whether the card may be charged: a typed test card's outcome (its details returned, for a card the buyer asked
 * to save), or the saved card the intent was made with (removed since, it can no longer pay). Refusals throw.
 */
async function cardToCharge(
  ctx: AppContext,
  provider: TestProvider,
  attempt: Attempt,
  body: TestCardConfirmRequest,
): Promise<TestCardDetails | undefined> {
  if ('card' in body) {
    const check = checkTestCard(body.card, ctx.now());
    if (check.outcome === 'refused') throw await refusal(ctx, provider, attempt, check.message, check.code);
    return testCardDetails(body.card);
  }
  const saved = await provider.savedCardOf(attempt.intentId);
  if (!saved) throw new InvalidInput('This card is no longer saved. Please enter a card.');
  if (Date.UTC(saved.expYear, saved.expMonth, 1) <= ctx.now().getTime())
    throw await refusal(ctx, provider, attempt, 'Your card has expired.', 'expired_card');
  return undefined;
}

/** A refused card is recorded at the "provider" and on the payment, then answered as CardRefused (402). */
async function refusal(
  ctx: AppContext,
  provider: TestProvider,
  { intentId, paymentId }: Attempt,
  message: string,
  code: string,
): Promise<CardRefused> {
  await provider.markRefused(intentId, message);
  await recordPaymentFailure(ctx.db, intentId, message, ctx.now());
  return new CardRefused(message, { code, paymentId, status: 'failed' });
}
