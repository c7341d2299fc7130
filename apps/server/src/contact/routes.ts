import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import { CONTACT_RATE_LIMIT, ContactRequest, type ContactResponse } from '@app/contracts/contact';
import type { AppContext } from '../context';
import type { Job } from '../jobs/jobs';
import { parseOr400 } from '../http/errors';
import { routeLimit } from '../security/rate-limit';
import { FORWARD_RETRY, forwardingEnabled, forwardPendingContactMessages, storeContactMessage } from './messages';
import { sendPendingReplies } from './replies';

/** POST /api/contact: validate, store, forward to the operator's inbox; limited per client address. */
export async function registerContact(app: FastifyInstance, ctx: AppContext): Promise<Job[]> {
  const rateLimit = routeLimit(ctx.config, CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowMs);

  app.post(API_ROUTES.contact, { config: { rateLimit } }, async (request, reply) => {
    const input = parseOr400(ContactRequest, request.body);
    await storeContactMessage(ctx, input, request.log);
    const body: ContactResponse = { ok: true };
    return reply.code(201).send(body);
  });

  // Sends the operators' replies that are stored but not accepted by the mail server yet.
  const replies: Job = {
    name: 'contact replies',
    everyMs: FORWARD_RETRY.firstDelayMs,
    run: (log) => sendPendingReplies(ctx, log),
  };
  if (!forwardingEnabled(ctx)) return [replies];
  // Retries forwards that failed (the mail server was down), and any message stored while it was.
  return [
    replies,
    {
      name: 'contact forwarding',
      everyMs: FORWARD_RETRY.firstDelayMs,
      run: (log) => forwardPendingContactMessages(ctx, log),
    },
  ];
}
