import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';

/** An error whose message is safe and useful to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Parses `value` with `schema`, or throws a 400 naming the first bad field and why. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, describeZodError(result.error), { issues: result.error.issues.map(issueSummary) });
}

export function describeZodError(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
}

function issueSummary(i: z.core.$ZodIssue) {
  return { path: i.path.join('.'), message: i.message };
}

/** Every error leaves as `{ message }` with the right status; unexpected ones as a plain 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A 429 says when to come back in the standard header too.
      if (typeof error.body.retryAfter === 'number') reply.header('retry-after', String(error.body.retryAfter));
      return reply.status(error.statusCode).send({ message: error.message, ...error.body });
    }
    if (error instanceof z.ZodError) {
      return reply.status(400).send({ message: describeZodError(error) });
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
