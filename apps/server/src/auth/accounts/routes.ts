import { SignInMethodParams } from '@app/contracts/sign-in-methods';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseOr400 } from '../../http/errors';
import { routeLimit } from '../../security/rate-limit';
import type { Provider } from '../thirdparty/providers';
import { requireSession } from '../sessions/guard';
import { removeSignInMethod, signInMethodsOf } from './sign-in-methods';

/**
 * The account page's sign-in methods (ADR 0322): list them, remove one. Adding goes through the recipes
 * themselves with `shouldTryLinkingWithSessionUser` (a code inside the session, or a provider's flow).
 * Removing one changes how the account signs in: it needs a fresh factor (ADR 0335).
 */
export function registerSignInMethodRoutes(app: FastifyInstance, ctx: AppContext, providers: readonly Provider[]) {
  const providerName = (id: string) => providers.find((p) => p.id === id)?.name ?? id;

  app.get('/api/account/sign-in-methods', { preHandler: requireSession }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return signInMethodsOf(ctx.db, request.userId!, providerName);
  });

  app.delete(
    '/api/account/sign-in-methods/:id',
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(ctx.config, 20), accountProtection: 'step-up' },
    },
    async (request, reply) => {
      const { id } = parseOr400(SignInMethodParams, request.params);
      await removeSignInMethod(ctx.db, request.userId!, id);
      reply.header('cache-control', 'private, no-store');
      return signInMethodsOf(ctx.db, request.userId!, providerName);
    },
  );
}
