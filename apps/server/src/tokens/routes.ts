import { API_ROUTES } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import type { TokenBalanceResponse, TokenPackagesResponse } from '@app/contracts/tokens';
import { requireSession, requireUser } from '../auth';
import type { AppContext } from '../context';
import { metricsRegistry } from '../metrics/routes';
import { getBalance } from './ledger';
import { tokenMetrics } from './metrics';
import { exactLimits, TOKEN_PACKAGES } from './packages';

/** GET /get-tokens/ (the spec's path, trailing slash included) and the package catalogue. */
export async function registerTokens(app: FastifyInstance, ctx: AppContext): Promise<void> {
  tokenMetrics(metricsRegistry(app), ctx.db);
  app.get('/get-tokens/', { preHandler: requireSession }, async (request, reply) => {
    const body: TokenBalanceResponse = { tokens: await getBalance(ctx.db, requireUser(request).userId) };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.get(API_ROUTES.tokenPackages, async (_request, reply) => {
    const body: TokenPackagesResponse = {
      currency: ctx.config.STRIPE_CURRENCY,
      packages: [...TOKEN_PACKAGES],
      exact: exactLimits(),
    };
    return reply.header('cache-control', 'public, max-age=300').send(body);
  });
}
