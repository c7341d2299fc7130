import type { FastifyInstance } from 'fastify';
import { AuditQuery, CustomerParams, CustomerQuery, GrantRequest } from '@app/contracts/admin';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { findCustomer, grantTokens, listAudit } from './customers';
import { operatorOnly, operatorSet } from './operators';

/**
 * The operator console's API (/api/admin/*), for the addresses in ADMIN_EMAILS only; to everyone else
 * every path here is a 404. Registered in a plugin of its own so the guard covers each route, including
 * unknown ones under the prefix.
 */
export async function registerAdmin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const operators = operatorSet(ctx.config.ADMIN_EMAILS);
  await app.register(
    async (admin) => {
      admin.addHook('preHandler', operatorOnly(ctx.db, operators));
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

      admin.get('/audit', async (request) => listAudit(ctx.db, parseOr400(AuditQuery, request.query)));
    },
    { prefix: '/api/admin' },
  );
}
