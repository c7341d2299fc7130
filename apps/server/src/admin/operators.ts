import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionalSession } from '../auth/session-guard';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `operatorOnly`: the signed-in operator's e-mail address. */
    operator?: string;
  }
}

/** ADMIN_EMAILS as a set of lower-cased addresses. */
export function operatorSet(adminEmails: string | undefined): Set<string> {
  return new Set(
    (adminEmails ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * preHandler for everything under /api/admin: anyone who is not a signed-in operator gets the same 404
 * as a path that does not exist, so the console cannot even be discovered. (Multi-factor sign-in does
 * not exist yet; when it does, operators must have it on: check it here.)
 */
export function operatorOnly(db: Db, operators: Set<string>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await optionalSession(request);
    const email = request.userId ? await emailOf(db, request.userId) : undefined;
    if (!email || !operators.has(email)) return reply.callNotFound();
    request.operator = email;
  };
}

async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && !row.deletedAt ? row.email : undefined;
}
