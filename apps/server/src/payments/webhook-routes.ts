import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../context';
import { InvalidInput } from '../domain/errors';
import { handleStripeEvent } from './stripe-events';
import type { StripeProvider } from './stripe-provider';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/stripe/webhook, in its own encapsulated plugin so that its buffer body parser (the
 * signature covers the exact bytes) and its larger body limit apply to this route only.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  ctx: AppContext,
  stripe: StripeProvider,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });

    scope.post(API_ROUTES.stripeWebhook, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new InvalidInput('Missing Stripe signature');
      }
      let event: Stripe.Event;
      try {
        event = stripe.verifyWebhook(request.body, signature);
      } catch {
        throw new InvalidInput('Invalid Stripe signature');
      }
      const { duplicate } = await handleStripeEvent(ctx, stripe, event, request.log);
      return reply.send(duplicate ? { received: true, duplicate: true } : { received: true });
    });
  });
}
