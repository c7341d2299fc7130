import {
  ConsumeCodeBody,
  CreateCodeBody,
  EmailExistsQuery,
  NormalisedEmail,
  ResendCodeBody,
} from '@app/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { loadSigningKey } from './keys';
import { routeLimit } from '../security/rate-limit';
import {
  codeEmailsOf,
  consumeLinkCode,
  consumeUserInputCode,
  createCode,
  type CodeDelivery,
  emailExists,
  resendCode,
  toAuthUser,
} from './passwordless';
import { requireSession } from './session-guard';
import { REVOCATIONS_CHANNEL, SessionService } from './sessions';
import { clearTokens, passesCsrfCheck, readToken, REFRESH_COOKIE, requestedTransfer, writeTokens } from './transport';

const TENANT = /^[a-zA-Z0-9-]{1,64}$/;
/** Only the default tenant exists; the prefixed form is accepted as the SDKs may send it. */
const TENANTS = new Set(['public']);

/**
 * The SuperTokens Frontend Driver Interface routes the SDKs call, under /auth
 * (docs/decisions/0300-own-supertokens-backend.md).
 */
export async function registerAuth(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const sessions = new SessionService(ctx, await loadSigningKey(ctx.db, ctx.now()));
  app.decorate('sessionService', sessions);
  // Sign-outs, deleted accounts and stolen refresh tokens on other instances take effect here at once,
  // not only when the access token expires; what was revoked before this start, or while the listening
  // connection was down, is read from the database (ADR 0301).
  if (ctx.database.listen) {
    const stop = await ctx.database.listen(
      REVOCATIONS_CHANNEL,
      (handle) => sessions.markRevoked(handle),
      () => void sessions.loadRevocations().catch((err: unknown) => app.log.error({ err }, 'reloading revocations')),
    );
    app.addHook('onClose', stop);
  }
  await sessions.loadRevocations();

  const delivery = (request: FastifyRequest): CodeDelivery => ({
    // Links come from configuration only: a forged Host header must not send them to another site.
    linkOrigin: ctx.config.publicOrigin,
    clientKey: request.ip,
    log: request.log,
  });

  /** Registers a tenant-scoped route both plain and with the /auth/<tenantId>/ prefix. */
  const tenantRoute = (
    method: 'GET' | 'POST',
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply, tenantId: string) => Promise<unknown>,
    config?: object,
  ) => {
    app.route({ method, url: `/auth${path}`, config, handler: (req, reply) => handler(req, reply, 'public') });
    app.route({
      method,
      url: `/auth/:tenantId${path}`,
      config,
      handler: (req, reply) => {
        const { tenantId } = req.params as { tenantId: string };
        if (!TENANT.test(tenantId) || !TENANTS.has(tenantId))
          return reply.status(404).send({ message: 'Unknown tenant' });
        return handler(req, reply, tenantId);
      },
    });
  };

  tenantRoute('POST', '/signinup/code', async (request, _reply, tenantId) => {
    const body = parseOr400(CreateCodeBody, request.body);
    if (body.email === undefined) return { status: 'GENERAL_ERROR', message: 'Please enter your email address.' };
    const email = NormalisedEmail.safeParse(body.email);
    if (!email.success) return { status: 'GENERAL_ERROR', message: 'Email is invalid' };
    return createCode(ctx, email.data, tenantId, delivery(request));
  });

  tenantRoute('POST', '/signinup/code/resend', async (request, _reply, tenantId) => {
    const body = parseOr400(ResendCodeBody, request.body);
    return resendCode(ctx, body, tenantId, delivery(request));
  });

  tenantRoute('POST', '/signinup/code/consume', async (request, reply, tenantId) => {
    const body = parseOr400(ConsumeCodeBody, request.body);
    const result =
      'linkCode' in body
        ? await consumeLinkCode(ctx, body, tenantId, request.ip)
        : await consumeUserInputCode(ctx, body, tenantId, request.ip);
    if (result.status !== 'SIGNED_IN') return result;
    const { tokens } = await sessions.create(result.user.id, tenantId);
    writeTokens(request, reply, requestedTransfer(request), tokens, ctx.now());
    return { status: 'OK', createdNewRecipeUser: result.createdNewRecipeUser, user: toAuthUser(result.user, tenantId) };
  });

  tenantRoute(
    'GET',
    '/passwordless/email/exists',
    async (request) => {
      const query = parseOr400(EmailExistsQuery, request.query);
      const email = NormalisedEmail.safeParse(query.email);
      return { status: 'OK', exists: email.success ? await emailExists(ctx, email.data) : false };
    },
    // Tells anyone whether an address has an account; the product never calls it (ADR 0304).
    { rateLimit: routeLimit(ctx.config, 5, 60 * 60_000, 'auth:email-exists') },
  );

  tenantRoute('GET', '/loginmethods', async () => ({
    status: 'OK',
    emailPassword: { enabled: false },
    thirdParty: { enabled: false, providers: [] },
    webauthn: { enabled: false },
    passwordless: { enabled: true },
    firstFactors: ['otp-email', 'link-email'],
  }));

  app.post('/auth/session/refresh', async (request, reply) => {
    const presented = readToken(request, REFRESH_COOKIE);
    // Cookie mode: the SDK always sends `rid`; a cross-site form cannot.
    if (!presented || !passesCsrfCheck(request, presented.via, { jsonCounts: false })) {
      clearTokens(request, reply);
      return reply.status(401).send({ message: 'unauthorised' });
    }
    const outcome = await sessions.refresh(presented.token);
    if (!outcome.ok) {
      clearTokens(request, reply);
      return reply.status(401).send({ message: outcome.reason });
    }
    writeTokens(request, reply, presented.via, outcome.tokens, ctx.now());
    return {};
  });

  app.post('/auth/signout', { preHandler: requireSession }, async (request, reply) => {
    await sessions.revoke(request.sessionHandle!);
    clearTokens(request, reply);
    return { status: 'OK' };
  });

  app.put('/auth/mfa/info', { preHandler: requireSession }, async (request) => ({
    status: 'OK',
    factors: { next: [], alreadySetup: ['otp-email'], allowedToSetup: [] },
    emails: { 'otp-email': await codeEmailsOf(ctx, request.userId!) },
    phoneNumbers: {},
  }));

  app.get('/auth/jwt/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { keys: [sessions.publicJwk] };
  });
}
