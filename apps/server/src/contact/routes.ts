import type { FastifyInstance } from 'fastify';
import { CONTACT_RATE_LIMIT, ContactRequest, type ContactResponse } from '@app/contracts/contact';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { routeLimit } from '../security/rate-limit';
import { FORWARD_RETRY, forwardingEnabled, forwardPendingContactMessages, storeContactMessage } from './messages';

/** POST /api/contact: validate, store, forward to the operator's inbox; limited per client address. */
export async function registerContact(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const rateLimit = routeLimit(ctx.config, CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs);

  app.post('/api/contact', { config: { rateLimit } }, async (request, reply) => {
    const input = parseOr400(ContactRequest, request.body);
    await storeContactMessage(ctx, input, request.log);
    const body: ContactResponse = { ok: true };
    return reply.status(201).send(body);
  });

  if (forwardingEnabled(ctx)) {
    // Retries forwards that failed (the mail server was down), and any message stored while it was.
    const sweep = setInterval(() => {
      forwardPendingContactMessages(ctx, app.log).catch((err: unknown) =>
        app.log.warn({ err }, 'contact forwarding sweep failed'),
      );
    }, FORWARD_RETRY.firstDelayMs);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
}
