import type { FastifyReply, FastifyRequest } from 'fastify';
import { Unauthenticated } from '../../domain/errors';
import { UNAUTHORISED } from './service';

/** Cookie and header names fixed by the SuperTokens front-end SDKs. */
export const ACCESS_COOKIE = 'sAccessToken';
export const REFRESH_COOKIE = 'sRefreshToken';
const REFRESH_PATH = '/auth/session/refresh';

export type TransferMethod = 'cookie' | 'header';

export interface PresentedToken {
  token: string;
  via: TransferMethod;
}

/** `Authorization: Bearer` first, then the cookie, as supertokens-node does. */
export function readToken(request: FastifyRequest, cookieName: string): PresentedToken | undefined {
  const auth = request.headers.authorization;
  if (auth && /^bearer\s+/i.test(auth)) {
    const token = auth.replace(/^bearer\s+/i, '').trim();
    if (token) return { token, via: 'header' };
  }
  const cookie = request.cookies[cookieName];
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/** At sign-in the SDK says which transport it wants; it defaults to cookies. */
export function requestedTransfer(request: FastifyRequest): TransferMethod {
  return request.headers['st-auth-mode'] === 'header' ? 'header' : 'cookie';
}

/** Secure follows the configured public origin (and production), not the request's claimed protocol. */
function cookieOptions(request: FastifyRequest, path: string, expires: Date) {
  const secure = request.server.sessionService.secureCookies;
  return { httpOnly: true, sameSite: 'lax' as const, secure, path, expires };
}

export interface IssuedTokens {
  accessToken: string;
  /** Absent when only the access token changed (a claim was updated in the same session). */
  refresh?: { token: string; expiresAt: Date };
  frontToken: string;
}

export function writeTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  via: TransferMethod,
  tokens: IssuedTokens,
  now: Date,
): void {
  const { refresh } = tokens;
  if (via === 'header') {
    reply.header('st-access-token', tokens.accessToken);
    if (refresh) reply.header('st-refresh-token', refresh.token);
  } else {
    // The access cookie outlives the JWT on purpose: the SDK must still send it so the server can answer 401 and trigger a refresh.
    const yearLater = new Date(now.getTime() + 365 * 86_400_000);
    reply.setCookie(ACCESS_COOKIE, tokens.accessToken, cookieOptions(request, '/', yearLater));
    if (refresh)
      reply.setCookie(REFRESH_COOKIE, refresh.token, cookieOptions(request, REFRESH_PATH, refresh.expiresAt));
  }
  reply.header('front-token', tokens.frontToken);
}

/**
 * A live session's new tokens, in the transport the SDK asked for; the protocol's 401 when the session ended
 * in the meantime (signed out elsewhere, revoked), so the SDK refreshes and finds out.
 */
export function sendSessionTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IssuedTokens | undefined,
  now: Date,
): void {
  if (!tokens) throw new Unauthenticated(UNAUTHORISED);
  writeTokens(request, reply, requestedTransfer(request), tokens, now);
}

/** Clears the tokens in both transports and tells the SDK the session is gone. */
export function clearTokens(request: FastifyRequest, reply: FastifyReply): void {
  const epoch = new Date(0);
  reply.setCookie(ACCESS_COOKIE, '', cookieOptions(request, '/', epoch));
  reply.setCookie(REFRESH_COOKIE, '', cookieOptions(request, REFRESH_PATH, epoch));
  if (request.headers.authorization) {
    reply.header('st-access-token', '');
    reply.header('st-refresh-token', '');
  }
  reply.header('front-token', 'remove');
}

/**
 * Cookie-mode CSRF defence besides SameSite=Lax: a state-changing request must carry something a
 * cross-site form cannot send without a CORS preflight — the SDK's `rid` header or a JSON body type.
 */
export function passesCsrfCheck(
  request: FastifyRequest,
  via: TransferMethod,
  options: { jsonCounts: boolean },
): boolean {
  if (via === 'header') return true;
  const method = request.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  if (request.headers.rid) return true;
  return options.jsonCounts && /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}
