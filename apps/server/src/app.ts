import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAccount } from './account/routes';
import { registerAdmin } from './admin/routes';
import { registerAuth } from './auth/routes';
import { registerBackup } from './backup/routes';
import type { AppContext } from './context';
import { registerContact } from './contact/routes';
import { registerDaily } from './daily/routes';
import { DATABASE_RETRY_AFTER_SECONDS, installErrorHandler } from './http/errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/unavailable';
import { runWithRequestLog } from './logging/request-log';
import { capRecipients } from './mail/recipient-caps';
import { guardTexts } from './sms/guard';
import { registerMetrics } from './metrics/routes';
import { registerOAuth } from './oauth/routes';
import { startJobs } from './jobs/jobs';
import { registerSecurityHeaders } from './http/security-headers';
import { defaultWebDist } from './paths';
import { registerPayments } from './payments/routes';
import { registerProfile } from './profile/routes';
import { registerReadings } from './readings/routes';
import { visitorReadingTally, type DayTally } from './readings/visitor-tally';
import { registerShares } from './share/routes';
import { RateLimited, Unavailable } from './domain/errors';
import { clientKey, openCounters, rateLimitStore, useCounters } from './security/rate-limit';
import { registerTokens } from './tokens/routes';
import { registerSpa } from './web/spa';

export { defaultWebDist };

/** Request headers the SuperTokens front-end SDKs send, and the response headers they read. */
const SDK_REQUEST_HEADERS = [
  'rid',
  'fdi-version',
  'anti-csrf',
  'st-auth-mode',
  'authorization',
  'content-type',
  'idempotency-key',
];
const SDK_RESPONSE_HEADERS = ['front-token', 'id-refresh-token', 'anti-csrf', 'st-access-token', 'st-refresh-token'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Free readings by signed-out visitors per day, this instance's tally written behind (ADR 0163). */
    visitorReadings: DayTally;
  }
}

/** Builds the whole application; main.ts and the tests both start it this way. */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // A hop count becomes "trust the nearest n addresses", as Fastify would do with a number (ADR 0301).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
  });
  installErrorHandler(app);
  // The rest of each request runs in its logger's context: lines from the mailer or narrator carry its id.
  app.addHook('onRequest', (request, _reply, done) => runWithRequestLog(request.log, done));

  registerSecurityHeaders(app, config);
  await app.register(cookie);
  if (config.WEB_ORIGIN) {
    await app.register(cors, {
      origin: config.WEB_ORIGIN,
      credentials: true,
      allowedHeaders: SDK_REQUEST_HEADERS,
      exposedHeaders: SDK_RESPONSE_HEADERS,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    });
  }
  // The counter store: rows shared by every instance on PostgreSQL, memory written behind on PGlite (ADR 0003).
  const counters = await openCounters(ctx.database);
  useCounters(ctx.db, counters);
  // Every mail capped per recipient across accounts, on those counters (ADR 0341).
  ctx.mailer = capRecipients(ctx.mailer, ctx);
  // Every text to a mobile in SMS_COUNTRIES only, under SMS_DAILY_CAP (ADR 0340).
  ctx.sms = guardTexts(ctx.sms, ctx, app.log);
  app.addHook('onClose', () => counters.flush());
  // Counted in memory on the free report's path, written a few seconds later and on close (ADR 0163).
  const visitorReadings = visitorReadingTally(ctx.db, {
    onError: (err) => app.log.warn({ err }, 'free readings by visitors not written'),
  });
  app.decorate('visitorReadings', visitorReadings);
  app.addHook('onClose', () => visitorReadings.close());
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(counters),
    // The same client key as every other per-client limit: an IPv6 /64 is one client (ADR 0340).
    keyGenerator: (request) => clientKey(request.ip),
    enableDraftSpec: true,
    // Thrown by the plugin, so the 429 leaves through the same error handler as every other limit.
    errorResponseBuilder: (_req, context) => new RateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  // First, so that its hooks see every route registered after it.
  registerMetrics(app, ctx);

  // Liveness: the process answers. It fails only when the embedded database failed for good, which only a
  // restart cures; a PostgreSQL outage is /readyz's business, and passes by itself (ADR 0170).
  app.get('/healthz', async () => {
    if (!ctx.database.failure?.()) return { status: 'ok' };
    throw new Unavailable('The embedded database stopped after a fatal error; the server must be restarted.', {
      status: 'embedded database failed',
    });
  });
  // Bounded by the database's connect timeout: while it is away this answers 503 quickly (ADR 0170).
  app.get('/readyz', async (_req, reply) => {
    if (await ctx.database.ping()) return { status: 'ok' };
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    throw new Unavailable(DATABASE_UNAVAILABLE_MESSAGE, { status: 'database unreachable' });
  });

  await registerAuth(app, ctx);
  // The site as an OpenID provider under /oauth (only with OAUTH_CLIENTS); needs the sessions above.
  const oauthJobs = await registerOAuth(app, ctx);
  await registerTokens(app, ctx);
  const paymentJobs = await registerPayments(app, ctx);
  await registerReadings(app, ctx);
  const contactJobs = await registerContact(app, ctx);
  await registerAccount(app, ctx);
  await registerProfile(app, ctx);
  const dailyJobs = await registerDaily(app, ctx);
  await registerShares(app, ctx);
  registerBackup(app, ctx);
  await registerAdmin(app, ctx);
  // Every background job, in one place (each is safe on several instances at once).
  startJobs(app, [...paymentJobs, ...contactJobs, ...dailyJobs, ...oauthJobs]);

  await registerSpa(app, config.WEB_DIST ?? defaultWebDist);
  return app;
}
