import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import type { AccessTokenPayload } from './access-token';
import { stepUpRefusal } from '../mfa/service';
import { mfaClaimError } from '../mfa/rules';
import type { SessionService } from './service';
import { ACCESS_COOKIE, passesCsrfCheck, readToken } from './transport';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by requireSession / optionalSession. */
    userId?: string;
    /** The session handle, set alongside userId. */
    sessionHandle?: string;
    /** The verified access token's payload (claims, tenant, login method), set alongside userId. */
    session?: AccessTokenPayload;
  }
  interface FastifyInstance {
    /** Installed by registerAuth. */
    sessionService: SessionService;
  }
  interface FastifyContextConfig {
    /**
     * The route changes how the account signs in or is protected (ADR 0335), and so needs a fresh factor:
     * `step-up` always, `reset` for the recovery reset (a freshly passed code instead of the app);
     * `installStepUp` adds `requireFreshFactor` after the route's own session check. (Sign-in routes that
     * link a new way in only when called inside a session apply the same rule in their handler:
     * `changeRefusal`, `codeInSessionRefusal`.)
     */
    accountProtection?: 'step-up' | 'reset';
  }
}

type Check = { ok: true; payload: AccessTokenPayload } | { ok: false };

async function checkSession(request: FastifyRequest): Promise<Check> {
  const presented = readToken(request, ACCESS_COOKIE);
  if (!presented) return { ok: false };
  if (!passesCsrfCheck(request, presented.via, { jsonCounts: true })) return { ok: false };
  const result = await request.server.sessionService.verify(presented.token);
  if (!result.ok) return { ok: false };
  return { ok: true, payload: result.payload };
}

function setSession(request: FastifyRequest, payload: AccessTokenPayload): void {
  request.userId = payload.sub;
  request.sessionHandle = payload.sessionHandle;
  request.session = payload;
}

/**
 * preHandler for routes that need a signed-in user: 401 `{ message: 'unauthorised' }` when the
 * access token is missing, expired or invalid (the SDK then refreshes and retries); 403 with the
 * `st-mfa` claim error while the session still owes a second factor (the SDK sends the reader to
 * /auth/mfa); otherwise sets `request.userId`.
 */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const check = await checkSession(request);
  if (!check.ok) {
    await reply.status(401).send({ message: 'unauthorised' });
    return;
  }
  if (!check.payload['st-mfa'].v) {
    await reply.status(403).send(mfaClaimError());
    return;
  }
  setSession(request, check.payload);
}

/**
 * requireSession for the routes a reader uses to finish signing in: MFA, TOTP, sign-out, e-mail
 * verification (protocol 9.4: they skip the claim checks). `request.session['st-mfa'].v` tells the rest.
 */
export async function requireSessionAllowingPendingMfa(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const check = await checkSession(request);
  if (!check.ok) {
    await reply.status(401).send({ message: 'unauthorised' });
    return;
  }
  setSession(request, check.payload);
}

/**
 * preHandler that sets `request.userId` when a valid session exists and never fails. A session that still
 * owes a second factor counts as no session here (a free reading is not saved to an account half signed in).
 */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  const check = await checkSession(request);
  if (check.ok && check.payload['st-mfa'].v) setSession(request, check.payload);
}

/** optionalSession that also accepts a session owing a second factor (completing that factor with a code). */
export async function optionalSessionAllowingPendingMfa(request: FastifyRequest): Promise<void> {
  const check = await checkSession(request);
  if (check.ok) setSession(request, check.payload);
}

/**
 * The one place the step-up rule is attached (ADR 0335): every route registered after this with
 * `config.accountProtection` `step-up` or `reset` gets `requireFreshFactor` as its last preHandler, after
 * its own session check. A test walks Fastify's route table for routes that change sign-in without it.
 */
export function installStepUp(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    const kind = route.config?.accountProtection;
    if (kind !== 'step-up' && kind !== 'reset') return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, requireFreshFactor(ctx, kind === 'reset' ? 'reset' : 'change')];
  });
}

function requireFreshFactor(ctx: AppContext, kind: 'change' | 'reset'): preHandlerHookHandler {
  return async function requireFreshFactor(request, reply) {
    // Fails closed when a route forgot its session check.
    if (!request.session) return reply.status(401).send({ message: 'unauthorised' });
    const refusal = await stepUpRefusal(ctx, request.session, kind);
    if (refusal) return reply.status(403).send(refusal);
  };
}
