import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import { DeleteAccountRequest, TokenHistoryQuery } from '@app/contracts/account';
import { clearTokens, requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { routeLimit } from '../security/rate-limit';
import { deleteAccount, deletionNotice, exportAccount, getAccount, tokenHistory } from './service';

/** The reader's own account: balance and token history, a copy of their data, and deleting it all. */
export async function registerAccount(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(API_ROUTES.account, { preHandler: requireSession }, async (request, reply) => {
    const account = await getAccount(ctx.db, requireUser(request).userId);
    reply.header('cache-control', 'private, no-store');
    return account;
  });

  app.get(API_ROUTES.accountHistory, { preHandler: requireSession }, async (request, reply) => {
    const query = parseOr400(TokenHistoryQuery, request.query);
    reply.header('cache-control', 'private, no-store');
    return tokenHistory(ctx.db, requireUser(request).userId, query);
  });

  app.get(
    API_ROUTES.accountExport,
    { preHandler: requireSession, config: { rateLimit: routeLimit(ctx.config, 10) } },
    async (request, reply) => {
      const data = await exportAccount(ctx.db, requireUser(request).userId, ctx.now());
      const day = ctx.now().toISOString().slice(0, 10);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="kabbalah-numerology-data-${day}.json"`);
      return data;
    },
  );

  // With MFA on, deleting needs a factor passed in the last 10 minutes (ADR 0332, 0335).
  app.post(
    API_ROUTES.accountDelete,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(ctx.config, 10), accountProtection: 'step-up' },
    },
    async (request, reply) => {
      const { confirmEmail } = parseOr400(DeleteAccountRequest, request.body);
      const result = await deleteAccount(ctx.db, requireUser(request).userId, confirmEmail, ctx.now());
      // The rows are gone; this also makes the access tokens already handed out fail on this instance.
      for (const handle of result.sessionHandles) await app.sessionService.revoke(handle);
      clearTokens(request, reply);
      // A stolen session must not be able to delete an account unnoticed: the owner hears of it at once.
      const contactUrl = ctx.config.PUBLIC_URL ? `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/contact` : undefined;
      if (result.formerEmail)
        ctx.mailer
          .send(deletionNotice(result.formerEmail, ctx.now(), contactUrl))
          .catch((err: unknown) =>
            request.log.warn({ err }, 'account deleted, but the notice e-mail could not be sent'),
          );
      return { ok: true };
    },
  );
}
