import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AuditQuery,
  CustomerParams,
  CustomerQuery,
  GrantRequest,
  InboxQuery,
  MessageParams,
  PaymentParams,
  ReadingParams,
  RefundRequest,
  ReplyRequest,
  ReasonedRequest,
} from '@app/contracts/admin';
import { optionalSession } from '../auth/session-guard';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { findCustomer, grantTokens, listAudit } from './customers';
import { operatorEmail, operatorSet } from './operators';
import { refundPayment } from './refunds';
import { resendReading, resendReceipt } from './resends';
import { createStripeProvider } from '../payments/stripe-provider';
import { listMessages, markAnswered, replyToMessage, sendReply } from '../contact/replies';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /api/admin requests: the signed-in operator's e-mail address. */
    operator?: string;
  }
}

/**
 * The operator console's API (/api/admin/*), for the addresses in ADMIN_EMAILS only; to everyone else
 * every path here is a 404. Registered in a plugin of its own so the guard covers each route, including
 * unknown ones under the prefix.
 */
export async function registerAdmin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const operators = operatorSet(ctx.config.ADMIN_EMAILS);
  const stripe = ctx.config.paymentsMode === 'stripe' ? createStripeProvider(ctx.config) : undefined;
  await app.register(
    async (admin) => {
      // Anyone who is not a signed-in operator gets the same 404 as a path that does not exist, so the
      // console cannot even be discovered. (Multi-factor sign-in does not exist yet; when it does,
      // operators must have it on: check it here.)
      admin.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        await optionalSession(request);
        const email = request.userId ? await operatorEmail(ctx.db, operators, request.userId) : undefined;
        if (!email) return reply.callNotFound();
        request.operator = email;
      });
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });

      admin.get('/customers', async (request) => {
        const { email } = parseOr400(CustomerQuery, request.query);
        return findCustomer(ctx.db, email);
      });

      admin.post('/customers/:id/grants', async (request) => {
        const { id } = parseOr400(CustomerParams, request.params);
        const body = parseOr400(GrantRequest, request.body);
        return grantTokens(ctx.db, { ...body, operator: request.operator!, userId: id });
      });

      admin.post('/customers/:id/payments/:paymentId/refunds', async (request) => {
        const { id, paymentId } = parseOr400(PaymentParams, request.params);
        const body = parseOr400(RefundRequest, request.body);
        const order = { ...body, operator: request.operator!, userId: id, paymentId };
        return refundPayment(ctx.db, stripe, order, ctx.now());
      });

      admin.post('/customers/:id/payments/:paymentId/receipt', async (request) => {
        const { id, paymentId } = parseOr400(PaymentParams, request.params);
        const body = parseOr400(ReasonedRequest, request.body);
        return resendReceipt(ctx, { ...body, operator: request.operator!, userId: id, paymentId }, request.log);
      });

      admin.post('/customers/:id/readings/:readingId/email', async (request) => {
        const { id, readingId } = parseOr400(ReadingParams, request.params);
        const body = parseOr400(ReasonedRequest, request.body);
        return resendReading(ctx, { ...body, operator: request.operator!, userId: id, readingId }, request.log);
      });

      admin.get('/messages', async (request) => listMessages(ctx, parseOr400(InboxQuery, request.query)));

      admin.post('/messages/:id/reply', async (request) => {
        const { id } = parseOr400(MessageParams, request.params);
        const body = parseOr400(ReplyRequest, request.body);
        const { sending, ...result } = await replyToMessage(ctx, {
          ...body,
          operator: request.operator!,
          messageId: id,
        });
        // First attempt now; a failure is left to the reply job, which retries it (the reply is stored).
        if (!result.alreadyApplied) await sendReply(ctx, sending, request.log);
        return result;
      });

      admin.post('/messages/:id/answered', async (request) => {
        const { id } = parseOr400(MessageParams, request.params);
        const body = parseOr400(ReasonedRequest, request.body);
        return markAnswered(ctx, { ...body, operator: request.operator!, messageId: id });
      });

      admin.get('/audit', async (request) => listAudit(ctx.db, parseOr400(AuditQuery, request.query)));
    },
    { prefix: '/api/admin' },
  );
}
