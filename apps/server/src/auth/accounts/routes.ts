import { API_ROUTES } from '@app/contracts/api-routes';
import { SignInMethodParams } from '@app/contracts/sign-in-methods';
import { parseOr400 } from '../../http/errors';
import { routeLimit } from '../../security/rate-limit';
import type { AuthRegistrar } from '../routes';
import { requireSession, requireUser } from '../sessions/guard';
import { removeSignInMethod, signInMethodsOf } from './sign-in-methods';

/**
 * The account page's sign-in methods (ADR 0322): list them, remove one. Adding goes through the recipes
 * themselves with `shouldTryLinkingWithSessionUser` (a code inside the session, or a provider's flow).
 * Removing one changes how the account signs in: it needs a fresh factor (ADR 0335).
 */
export const registerSignInMethods: AuthRegistrar = ({ app, ctx }) => {
  const providerName = (id: string) => ctx.config.AUTH_PROVIDERS.find((p) => p.id === id)?.name ?? id;

  app.get(API_ROUTES.signInMethods, { preHandler: requireSession }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return signInMethodsOf(ctx.db, requireUser(request).userId, providerName);
  });

  app.delete(
    API_ROUTES.signInMethod,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(ctx.config, 20), accountProtection: 'step-up' },
    },
    async (request, reply) => {
      const { id } = parseOr400(SignInMethodParams, request.params);
      const { userId } = requireUser(request);
      await removeSignInMethod(ctx.db, userId, id);
      reply.header('cache-control', 'private, no-store');
      return signInMethodsOf(ctx.db, userId, providerName);
    },
  );
};
