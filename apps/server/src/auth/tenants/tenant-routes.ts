import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { InvalidInput } from '../../domain/errors';
import type { Tenant } from './tenants';

export type TenantHandler = (request: FastifyRequest, reply: FastifyReply, tenant: Tenant) => Promise<unknown>;

/**
 * Registers a tenant-scoped SuperTokens route twice: plain (`/auth<path>`, the `public` tenant: the SDK
 * strips that prefix) and as `/auth/<tenantId><path>`. An unknown tenant is a 400 with a clear message.
 */
export function tenantRoutes(app: FastifyInstance, tenants: ReadonlyMap<string, Tenant>) {
  return (method: 'GET' | 'POST', path: string, handler: TenantHandler, config?: object) => {
    app.route({
      method,
      url: `/auth${path}`,
      config,
      handler: (req, reply) => handler(req, reply, tenants.get('public')!),
    });
    app.route({
      method,
      url: `/auth/:tenantId${path}`,
      config,
      handler: (req, reply) => {
        const { tenantId } = req.params as { tenantId: string };
        const tenant = tenants.get(tenantId);
        if (!tenant) throw new InvalidInput(`Unknown tenant "${tenantId.slice(0, 64)}".`);
        return handler(req, reply, tenant);
      },
    });
  };
}

export type TenantRoute = ReturnType<typeof tenantRoutes>;
