import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from './sessions';
import { ACCESS_COOKIE, passesCsrfCheck, readToken } from './transport';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by requireSession / optionalSession. */
    userId?: string;
    /** The session handle, set alongside userId. */
    sessionHandle?: string;
  }
  interface FastifyInstance {
    /** Installed by registerAuth. */
    sessionService: SessionService;
  }
}

type Check = { ok: true; userId: string; sessionHandle: string } | { ok: false };

async function checkSession(request: FastifyRequest): Promise<Check> {
  const presented = readToken(request, ACCESS_COOKIE);
  if (!presented) return { ok: false };
  if (!passesCsrfCheck(request, presented.via, { jsonCounts: true })) return { ok: false };
  const result = await request.server.sessionService.verify(presented.token);
  if (!result.ok) return { ok: false };
  return { ok: true, userId: result.payload.sub, sessionHandle: result.payload.sessionHandle };
}

/**
 * preHandler for routes that need a signed-in user: 401 `{ message: 'unauthorised' }` when the
 * access token is missing, expired or invalid (the SDK then refreshes and retries), otherwise
 * sets `request.userId`.
 */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const check = await checkSession(request);
  if (!check.ok) {
    await reply.status(401).send({ message: 'unauthorised' });
    return;
  }
  request.userId = check.userId;
  request.sessionHandle = check.sessionHandle;
}

/** preHandler that sets `request.userId` when a valid session exists and never fails. */
export async function optionalSession(request: FastifyRequest): Promise<void> {
  const check = await checkSession(request);
  if (check.ok) {
    request.userId = check.userId;
    request.sessionHandle = check.sessionHandle;
  }
}
