import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The logger of the request being handled (Fastify's request.log, which carries the request id), so parts
 * made once at start-up (the mailer, the narrator) log with the id of the request that called them.
 */
const current = new AsyncLocalStorage<unknown>();

/** Runs `next` (the rest of a request) with `log` as the current request's logger. */
export function runWithRequestLog<T>(log: unknown, next: () => T): T {
  return current.run(log, next);
}

/** The current request's logger, or `fallback` outside a request (start-up, background jobs). */
export function requestLog<L>(fallback: L): L {
  return (current.getStore() as L | undefined) ?? fallback;
}
