import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { ACCESS_COOKIE, clearTokens, passesCsrfCheck, readToken } from '../auth';
import { ConfigError } from '../config';
import type { AppContext } from '../context';
import { type DomainError, InvalidInput, NotFound } from '../domain/errors';
import type { Job } from '../jobs/jobs';
import { deleteExpiredOAuthRecords } from './adapter';
import { type ChallengeFailure, Challenges } from './challenges';
import { clientOrigins } from './clients';
import { endSessionPage, extendCsp } from './pages';
import { attachSiteSession, bindingCookieName, bindingStart, createProvider, OAUTH_PREFIX, SDK_BASE } from './provider';
import { type SiteSession, siteSession } from './site-session';

/** oidc-provider's interaction ids (nanoid) and end-session secrets (hex). */
const Challenge = z.string().regex(/^[A-Za-z0-9_-]{10,100}$/, 'is not a challenge this server issued');
const LoginQuery = z.object({ loginChallenge: Challenge });
const LogoutBody = z.object({ logoutChallenge: Challenge });

/** The SDK's error shape, thrown: 400 for what it sent (404 for a challenge we do not know), never 401 (the SDK
 * would refresh and retry forever). */
function refused(failure: ChallengeFailure): DomainError {
  const details = { error: failure.error, error_description: failure.description };
  return failure.status === 404
    ? new NotFound(failure.description, details)
    : new InvalidInput(failure.description, details);
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const description = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw refused({ status: 400, error: 'invalid_request', description });
}

/** Hands the request to the provider as if mounted at /oauth, on the configured origin (never the Host header). */
function rewriteForProvider(req: IncomingMessage, origin: URL): void {
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
  req.url = req.url!.slice(OAUTH_PREFIX.length) || '/';
  req.headers.host = origin.host;
  req.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
  delete req.headers['x-forwarded-host'];
}

/**
 * The site as an OpenID provider (ADR 0310): the library's endpoints under /oauth (discovery, auth, token,
 * userinfo, revocation, end-session) and the SDK's login-challenge routes under its API base path
 * (/auth/oauth/login/info, /auth/oauth/login, /auth/oauth/logout). Nothing is registered without
 * OAUTH_CLIENTS. Returns the job that deletes expired records.
 */
export async function registerOAuth(app: FastifyInstance, ctx: AppContext): Promise<Job[]> {
  const clients = ctx.config.OAUTH_CLIENTS;
  if (clients.length === 0) return [];
  if (!ctx.config.publicOrigin)
    throw new ConfigError(
      'Invalid configuration:\n  OAUTH_CLIENTS needs PUBLIC_URL (the issuer is <PUBLIC_URL>/oauth)',
    );
  const origin = new URL(ctx.config.publicOrigin);
  const provider = await createProvider(ctx, origin.origin);
  const logFailure = (err: unknown) => app.log.error({ err }, 'oauth provider failed');
  provider.on('server_error', (_koa, err) => logFailure(err));
  // Koa's own errors (outside the library's handler) would otherwise go to console.error.
  (provider as unknown as NodeJS.EventEmitter).on('error', logFailure);
  const challenges = new Challenges(provider, origin.origin, clients, ctx.now);
  const sessions = app.sessionService;

  const readSiteSession = (request: FastifyRequest) => siteSessionOf(ctx, request);

  await app.register(async (scope) => {
    // Forms on these pages post to the provider, whose answer redirects to a client: allow those origins.
    const formTargets = clientOrigins(clients);
    scope.addHook('onRequest', (_request, reply, done) => {
      extendCsp(reply.raw, 'form-action', formTargets);
      done();
    });

    scope.get(`${SDK_BASE}/login/info`, async (request) => {
      const query = parsed(LoginQuery, request.query);
      const info = await challenges.info(query.loginChallenge);
      if ('error' in info) throw refused(info);
      return { status: 'OK', info };
    });

    scope.get(`${SDK_BASE}/login`, async (request) => {
      const uid = parsed(LoginQuery, request.query).loginChallenge;
      const startedAt = bindingStart(ctx.secret, uid, request.cookies[bindingCookieName(uid)]);
      const answer = await challenges.next(uid, await readSiteSession(request), startedAt);
      if ('error' in answer) throw refused(answer);
      return { frontendRedirectTo: answer.frontendRedirectTo };
    });

    scope.post(`${SDK_BASE}/logout`, async (request, reply) => {
      const body = parsed(LogoutBody, request.body);
      const answer = await challenges.logout(request.raw, reply.raw, body.logoutChallenge);
      if ('error' in answer) throw refused(answer);
      // Signing out of the client signs out of the site, as supertokens-node does.
      const presented = readToken(request, ACCESS_COOKIE);
      if (presented && passesCsrfCheck(request, presented.via, { jsonCounts: true })) {
        const verified = await sessions.verify(presented.token);
        if (verified.ok) {
          await sessions.revoke(verified.payload.sessionHandle);
          clearTokens(request, reply);
        }
      }
      return { status: 'OK', frontendRedirectTo: answer.frontendRedirectTo };
    });

    scope.get('/oauth/logout/confirm', async (request, reply) => {
      const query = parsed(LogoutBody, request.query);
      const page = endSessionPage(`${OAUTH_PREFIX}/session/end/confirm`, query.logoutChallenge);
      extendCsp(reply.raw, 'script-src', [page.scriptHash]);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    });

    // Everything else is the library's.
    await scope.register(async (library) => mountProvider(library, provider, origin, readSiteSession));
  });

  return [
    {
      name: 'oauth-records-cleanup',
      everyMs: 15 * 60_000,
      run: () => deleteExpiredOAuthRecords(ctx.db, ctx.now()),
    },
  ];
}

/** The site's session as the provider sees it: none, expired (the SDK refreshes it), or who and how far. */
async function siteSessionOf(ctx: AppContext, request: FastifyRequest): Promise<SiteSession> {
  const presented = readToken(request, ACCESS_COOKIE);
  if (!presented) return { state: 'none' };
  const verified = await request.server.sessionService.verify(presented.token);
  if (!verified.ok) return { state: verified.reason === 'expired' ? 'expired' : 'none' };
  const { sub, sessionHandle } = verified.payload;
  return siteSession(ctx.db, {
    userId: sub,
    handle: sessionHandle,
    factorsDone: verified.payload['st-mfa']?.v === true,
  });
}

/** The library's own endpoints under /oauth: it reads its own bodies (form posts), so nothing is parsed here. */
function mountProvider(
  library: FastifyInstance,
  provider: Provider,
  origin: URL,
  readSiteSession: (request: FastifyRequest) => Promise<SiteSession>,
): void {
  library.removeAllContentTypeParsers();
  library.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = provider.callback();
  library.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${OAUTH_PREFIX}/*`,
    handler: async (request, reply) => {
      attachSiteSession(request.raw, await readSiteSession(request));
      rewriteForProvider(request.raw, origin);
      reply.hijack();
      await handle(request.raw, reply.raw);
    },
  });
}
