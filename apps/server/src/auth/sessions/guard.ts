import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import { Forbidden, Unauthenticated } from '../../domain/errors';
import { mfaClaimError } from '../mfa/rules';
import { stepUpRefusal } from '../mfa/service';
import type { AccessTokenPayload } from './access-token';
import { type SessionService, UNAUTHORISED } from './service';
import { ACCESS_COOKIE, passesCsrfCheck, readToken } from './transport';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The verified access token's payload (who, which session, its claims), set by the preHandlers below.
     * Routes read it through `requireUser` / `currentUser`, never directly.
     */
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

/** The signed-in reader a request acts for. */
export interface SignedIn {
  userId: string;
  session: AccessTokenPayload;
}

/**
 * The reader of a route behind `requireSession` (or its pending-MFA variant). Fails closed with the
 * protocol's 401 when a route forgot its session preHandler.
 */
export function requireUser(request: FastifyRequest): SignedIn {
  const { session } = request;
  if (!session) throw new Unauthenticated(UNAUTHORISED);
  return { userId: session.sub, session };
}

/** The reader when `optionalSession` found one, else undefined (a signed-out visitor). */
export function currentUser(request: FastifyRequest): SignedIn | undefined {
  const { session } = request;
  return session ? { userId: session.sub, session } : undefined;
}

/** A 403 the SDKs understand (an unmet claim, a step-up): the body is the protocol's, as given. */
export function claimRefused(body: Record<string, unknown>): Forbidden {
  return new Forbidden(typeof body.message === 'string' ? body.message : 'invalid claim', body);
}

async function verifiedSession(request: FastifyRequest): Promise<AccessTokenPayload | undefined> {
  const presented = readToken(request, ACCESS_COOKIE);
  if (!presented) return undefined;
  if (!passesCsrfCheck(request, presented.via, { jsonCounts: true })) return undefined;
  const result = await request.server.sessionService.verify(presented.token);
  return result.ok ? result.payload : undefined;
}

/**
 * preHandler for routes that need a signed-in user: 401 `{ message: 'unauthorised' }` when the
 * access token is missing, expired or invalid (the SDK then refreshes and retries); 403 with the
 * `st-mfa` claim error while the session still owes a second factor (the SDK sends the reader to
 * /auth/mfa); otherwise the route reads the reader with `requireUser`.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  const session = await verifiedSession(request);
  if (!session) throw new Unauthenticated(UNAUTHORISED);
  if (!session['st-mfa'].v) throw claimRefused(mfaClaimError());
  request.session = session;
}

/**
 * requireSession for the routes a reader uses to finish signing in: MFA, TOTP, sign-out, e-mail
 * verification (protocol 9.4: they skip the claim checks). `session['st-mfa'].v` tells the rest.
 */
export async function requireSessionAllowingPendingMfa(request: FastifyRequest): Promise<void> {
  const session = await verifiedSession(request);
  if (!session) throw new Unauthenticated(UNAUTHORISED);
  request.session = session;
}

/**
 * preHandler that sets the reader when a valid session exists and never fails. A session that still
 * owes a second factor counts as no session here (a free reading is not saved to an account half signed in).
 */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  const session = await verifiedSession(request);
  if (session?.['st-mfa'].v) request.session = session;
}

/** optionalSession that also accepts a session owing a second factor (completing that factor with a code). */
export async function optionalSessionAllowingPendingMfa(request: FastifyRequest): Promise<void> {
  const session = await verifiedSession(request);
  if (session) request.session = session;
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
  return async function requireFreshFactor(request) {
    const { session } = requireUser(request); // fails closed when a route forgot its session check
    const refusal = await stepUpRefusal(ctx, session, kind);
    if (refusal) throw claimRefused(refusal);
  };
}
