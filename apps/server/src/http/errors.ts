import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import {
  CardRefused,
  Conflict,
  DomainError,
  Forbidden,
  InsufficientTokens,
  InvalidInput,
  NotFound,
  PeerFailed,
  RateLimited,
  Unauthenticated,
  Unavailable,
} from '../domain/errors';

/** An error whose message is safe and useful to show to the client. */
class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * A failure answered with an HTML page instead of JSON: a link a browser opens from an e-mail or a share (an
 * unsubscribe link that is not ours, a share that was revoked).
 */
export class PageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly html: string,
  ) {
    super(`page ${statusCode}`);
  }
}

/** Parses `value` with `schema`, or throws a 400 naming the first bad field and why. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, describeZodError(result.error), { issues: result.error.issues.map(issueSummary) });
}

function describeZodError(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

function issueSummary(i: z.core.$ZodIssue) {
  return { path: i.path.join('.'), message: i.message };
}

/** What a client is told to wait before retrying while the database is away (ADR 0170). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The one place where a domain error becomes an HTTP status. */
function statusOf(error: DomainError): number {
  if (error instanceof InvalidInput) return 400;
  if (error instanceof Unauthenticated) return 401;
  if (error instanceof InsufficientTokens || error instanceof CardRefused) return 402;
  if (error instanceof Forbidden) return 403;
  if (error instanceof NotFound) return 404;
  if (error instanceof Conflict) return 409;
  if (error instanceof RateLimited) return 429;
  if (error instanceof PeerFailed) return 502;
  if (error instanceof Unavailable) return 503;
  return 500;
}

/** Every error leaves as `{ message }` with the right status; unexpected ones as a plain 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | PageError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(statusOf(error)).send({ message: error.message, ...error.details });
    }
    if (error instanceof PageError) return reply.status(error.statusCode).type('text/html').send(error.html);
    if (error instanceof HttpError) {
      // A 429 says when to come back in the standard header too.
      if (typeof error.body.retryAfter === 'number') reply.header('retry-after', String(error.body.retryAfter));
      return reply.status(error.statusCode).send({ message: error.message, ...error.body });
    }
    if (error instanceof z.ZodError) {
      return reply.status(400).send({ message: describeZodError(error) });
    }
    // The database is away (stopped, restarting, frozen, out of connections): a short, readable 503 that
    // says when to try again, not a 500; the pool reconnects by itself (ADR 0170).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 413) return reply.status(413).send({ message: 'The request body is too large.' });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Send the request body as JSON.' });
    }
    return reply.status(status).send({ message: error.message });
  });
}
