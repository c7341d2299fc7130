import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { bearerMatches } from '../http/bearer';
import { registerSmsMetrics } from '../sms/guard';
import { createMetrics, type Metrics } from './metrics';

const SENT = new Set(['/auth/signinup/code', '/auth/signinup/code/resend']);
const CONSUME = '/auth/signinup/code/consume';
const CODE_FAILED = new Set(['INCORRECT_USER_INPUT_CODE_ERROR', 'EXPIRED_USER_INPUT_CODE_ERROR', 'RESTART_FLOW_ERROR']);

/**
 * Prometheus metrics: observes every request (call before any other route is registered, so the hooks
 * cover them all) and serves GET /metrics — on the main port only with METRICS_TOKEN as a bearer token,
 * and alone on METRICS_PORT when that is set. With neither, /metrics does not exist.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): Metrics {
  const metrics = createMetrics(ctx.database);
  registerSmsMetrics(metrics.registry, ctx);
  const { METRICS_TOKEN: token, METRICS_PORT: port, HOST: host } = ctx.config;

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
  });
  // Sign-in answers are 200 with a status field (the SuperTokens interface): read it on the way out.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = routeOf(request).replace('/:tenantId', '');
    if (reply.statusCode !== 200 || typeof payload !== 'string' || (!SENT.has(route) && route !== CONSUME)) return;
    const status = (JSON.parse(payload) as { status?: string }).status;
    if (SENT.has(route) && status === 'OK') metrics.signInCodes.inc({ outcome: 'sent' });
    if (route === CONSUME && status && CODE_FAILED.has(status)) metrics.signInCodes.inc({ outcome: 'failed' });
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'A metrics token is required.' });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  };
  if (token) app.get('/metrics', serve);

  if (port) {
    const side = Fastify({ logger: false });
    side.get('/metrics', serve);
    app.addHook('onListen', async () => {
      await side.listen({ host, port });
      app.log.info(`metrics on http://${host}:${port}/metrics`);
    });
    app.addHook('onClose', async () => side.close());
  }
  return metrics;
}

/** The route pattern (never the raw URL: ids would make a label per request). */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}
