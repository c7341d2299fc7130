import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import type { AppContext } from '../context';
import { Unauthenticated } from '../domain/errors';
import { bearerMatches } from '../http/bearer';
import { installErrorHandler } from '../http/errors';
import { createMetrics, type Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics registry and its HTTP figures; features register their own counters in it. */
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics: observes every request (call before any other route is registered, so the hooks
 * cover them all; features add their own figures to `app.metrics.registry`) and serves GET /metrics — on the main port only with METRICS_TOKEN as a bearer token,
 * and alone on METRICS_PORT when that is set. With neither, /metrics does not exist.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): Metrics {
  const metrics = createMetrics(ctx.database);
  app.decorate('metrics', metrics);
  const { METRICS_TOKEN: token, METRICS_PORT: port, HOST: host } = ctx.config;

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new Unauthenticated('A metrics token is required.');
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  };
  if (token) app.get('/metrics', serve);

  if (port) {
    const side = Fastify({ logger: false });
    installErrorHandler(side);
    side.get('/metrics', serve);
    app.addHook('onListen', async () => {
      await side.listen({ host, port });
      app.log.info(`metrics on http://${host}:${port}/metrics`);
    });
    app.addHook('onClose', async () => side.close());
  }
  return metrics;
}

/**
 * The registry a feature adds its own figures to: the app's, or, in an app assembled without
 * registerMetrics (a test's), one that nobody serves.
 */
export function metricsRegistry(app: FastifyInstance): Registry {
  return app.hasDecorator('metrics') ? app.metrics.registry : new Registry();
}

/** The route pattern (never the raw URL: ids would make a label per request). */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
