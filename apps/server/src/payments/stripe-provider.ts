import Stripe from 'stripe';
import type { Config } from '../config';
import type { ProviderDispute } from './disputes';
import type { CreateIntentInput, PaymentProvider, ProviderCard, ProviderIntent } from './provider';

export interface StripeProvider extends PaymentProvider {
  /** Verifies the Stripe-Signature header against the raw body; throws when forged, stale or unsigned. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event;
  /** A dispute as Stripe has it now; undefined when it is not about a payment intent. */
  retrieveDispute(id: string): Promise<ProviderDispute | undefined>;
  /** Refunds `amount` (smallest currency unit) of the intent's charge; the key makes a retry refund once. */
  refund(intentId: string, amount: number, idempotencyKey: string): Promise<void>;
}

/** The official SDK; STRIPE_API_BASE (test keys only, enforced by config) points it at a local stand-in. */
export function createStripeProvider(config: Config): StripeProvider {
  const secretKey = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret) throw new Error('Stripe mode needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const stripe = stripeClient(secretKey, config.STRIPE_API_BASE);
  return {
    name: 'stripe',
    ...stripeIntents(stripe),
    ...stripeCards(stripe),
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
    async retrieveDispute(id) {
      const dispute = await stripe.disputes.retrieve(id);
      const intentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
      return intentId ? { id: dispute.id, intentId, amount: dispute.amount, status: dispute.status } : undefined;
    },
  };
}

function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Payment intents, and refunds of what they charged. */
function stripeIntents(stripe: Stripe): Pick<StripeProvider, 'createIntent' | 'retrieveIntent' | 'refund'> {
  return {
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        intentParams(input),
        // Derived from our payment row, so a retried request converges on one intent.
        { idempotencyKey: `payment:${input.paymentId}:create-intent` },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      // The charge carries the refunded amount; one request gets both.
      return toProviderIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    },
    async refund(intentId, amount, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
    },
  };
}

function intentParams({ paymentId, userId, pkg, currency, card }: CreateIntentInput): Stripe.PaymentIntentCreateParams {
  return {
    amount: pkg.amount,
    currency,
    allowed_payment_method_types: ['card'],
    description: `${pkg.label}: ${pkg.tokens} tokens`,
    metadata: { paymentId, userId, packageId: pkg.id, tokens: String(pkg.tokens) },
    ...(card && { customer: card.customerId }),
    // on_session: we charge a saved card only while its owner is here and taps Pay (ADR 0407).
    ...(card && 'save' in card && { setup_future_usage: 'on_session' as const }),
    ...(card && 'paymentMethodId' in card && { payment_method: card.paymentMethodId }),
  };
}

type CardMethods = 'createCustomer' | 'listCards' | 'findCard' | 'detachCard' | 'deleteCustomer';

/** A customer per reader, and the cards it keeps (ADR 0407). */
function stripeCards(stripe: Stripe): Pick<StripeProvider, CardMethods> {
  return {
    async createCustomer(userId) {
      // No e-mail or name: Stripe needs none to keep a card. The key makes a double tap converge on one customer.
      const customer = await stripe.customers.create(
        { metadata: { userId } },
        { idempotencyKey: `customer:${userId}:create` },
      );
      return customer.id;
    },
    async listCards(customerId) {
      const list = await unlessMissing(stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 20 }));
      return list?.data.flatMap((pm) => toProviderCard(pm) ?? []);
    },
    async findCard(customerId, cardId) {
      const pm = await unlessMissing(stripe.customers.retrievePaymentMethod(customerId, cardId));
      return pm && toProviderCard(pm);
    },
    async detachCard(cardId) {
      await stripe.paymentMethods.detach(cardId);
    },
    async deleteCustomer(customerId) {
      await unlessMissing(stripe.customers.del(customerId));
    },
  };
}

function toProviderIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    currency: pi.currency,
    metadata: pi.metadata ?? {},
    lastErrorMessage: pi.last_payment_error?.message ?? undefined,
    amountRefunded: typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge.amount_refunded : 0,
  };
}

function toProviderCard(pm: Stripe.PaymentMethod): ProviderCard | undefined {
  if (!pm.card) return undefined;
  return {
    id: pm.id,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
    fingerprint: pm.card.fingerprint ?? undefined,
  };
}

/** Stripe's answer for an id it does not know (or no longer knows, or not under that customer). */
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);

/** The call's answer, or undefined when Stripe does not know the id. */
async function unlessMissing<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
