import { ADMIN_API_ROUTES } from '@app/contracts/api-routes';
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
import { ACCESS_COOKIE, claimRefused, currentUser, optionalSessionAllowingPendingMfa, requireUser } from '../auth';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { findCustomer, grantTokens, listAudit } from './customers';
import { registerDashboard } from './dashboard-routes';
import { operatorEmail, operatorMfaRefusal, operatorSet } from './operators';
import { refundPayment } from './refunds';
import { resendReading, resendReceipt } from './resends';
import { createStripeProvider } from '../payments';
import { listMessages, markAnswered, replyToMessage, sendReply } from '../contact';

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
  /** The signed-in operator's address, or undefined for anyone else. */
  const operatorOf = async (request: FastifyRequest) => {
    await optionalSessionAllowingPendingMfa(request);
    const reader = currentUser(request);
    return reader ? operatorEmail(ctx.db, operators, reader.userId) : undefined;
  };
  registerConsolePage(app, operatorOf);
  const stripe = ctx.config.paymentsMode === 'stripe' ? createStripeProvider(ctx.config) : undefined;
  await app.register(
    async (admin) => {
      // Anyone who is not a signed-in operator gets the same 404 as a path that does not exist, so the
      // console cannot even be discovered. Operators themselves must have multi-factor sign-in on and
      // have passed it in this session (a 403 that says so).
      admin.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        const email = await operatorOf(request);
        if (!email) return reply.callNotFound();
        const refusal = await operatorMfaRefusal(ctx, requireUser(request).session);
        if (refusal) throw claimRefused(refusal);
        request.operator = email;
      });
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });

      admin.get(ADMIN_API_ROUTES.operator, async (request) => ({ email: request.operator! }));

      admin.get(ADMIN_API_ROUTES.customers, async (request) => {
        return findCustomer(ctx.db, parseOr400(CustomerQuery, request.query));
      });

      admin.post(ADMIN_API_ROUTES.grants, async (request) => {
        const { id } = parseOr400(CustomerParams, request.params);
        const body = parseOr400(GrantRequest, request.body);
        return grantTokens(ctx.db, { ...body, operator: request.operator!, userId: id });
      });

      admin.post(ADMIN_API_ROUTES.refunds, async (request) => {
        const { id, paymentId } = parseOr400(PaymentParams, request.params);
        const body = parseOr400(RefundRequest, request.body);
        const order = { ...body, operator: request.operator!, userId: id, paymentId };
        return refundPayment(ctx.db, stripe, order, ctx.now());
      });

      admin.post(ADMIN_API_ROUTES.receipt, async (request) => {
        const { id, paymentId } = parseOr400(PaymentParams, request.params);
        const body = parseOr400(ReasonedRequest, request.body);
        return resendReceipt(ctx, { ...body, operator: request.operator!, userId: id, paymentId }, request.log);
      });

      admin.post(ADMIN_API_ROUTES.readingEmail, async (request) => {
        const { id, readingId } = parseOr400(ReadingParams, request.params);
        const body = parseOr400(ReasonedRequest, request.body);
        return resendReading(ctx, { ...body, operator: request.operator!, userId: id, readingId }, request.log);
      });

      admin.get(ADMIN_API_ROUTES.messages, async (request) => listMessages(ctx, parseOr400(InboxQuery, request.query)));

      admin.post(ADMIN_API_ROUTES.messageReply, async (request) => {
        const { id } = parseOr400(MessageParams, request.params);
        const body = parseOr400(ReplyRequest, request.body);
        const { sending, ...result } = await replyToMessage(ctx, {
          ...body,
          operator: request.operator!,
          messageId: id,
        });
        // First attempt now; a failure is left to the reply job, which retries it (the reply is stored).
        const sent = result.alreadyApplied ? undefined : await sendReply(ctx, sending, request.log);
        return { ...result, sent: sent === 'sent' };
      });

      admin.post(ADMIN_API_ROUTES.messageAnswered, async (request) => {
        const { id } = parseOr400(MessageParams, request.params);
        const body = parseOr400(ReasonedRequest, request.body);
        return markAnswered(ctx, { ...body, operator: request.operator!, messageId: id });
      });

      admin.get(ADMIN_API_ROUTES.audit, async (request) => listAudit(ctx.db, parseOr400(AuditQuery, request.query)));

      registerDashboard(admin, ctx);
    },
    { prefix: ADMIN_API_ROUTES.prefix },
  );
}

/**
 * The console's pages (/admin, /admin/…): the app shell for operators; for everyone else the site's
 * not-found page with status 404, exactly as for a path that does not exist (they are not in the
 * build's routes.json, so the not-found handler treats them as unknown). One exception: a request
 * whose access token no longer verifies (expired after an hour) gets the shell too, because only the
 * browser can refresh the session; the console then asks /api/admin/me and shows the not-found page
 * unless the answer is an operator's.
 */
function registerConsolePage(app: FastifyInstance, operatorOf: (request: FastifyRequest) => Promise<unknown>) {
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const maybeOperator = (await operatorOf(request)) || (!currentUser(request) && request.cookies[ACCESS_COOKIE]);
    // Without a built web app (API-only runs) there is no shell to send.
    if (!maybeOperator || typeof reply.sendFile !== 'function') return reply.callNotFound();
    return reply.sendFile('shell.html');
  };
  // After the static plugin's own header (no-cache for HTML): an operator's answer is never stored.
  const onSend = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
  };
  app.get('/admin', { onSend }, page);
  app.get('/admin/*', { onSend }, page);
}
