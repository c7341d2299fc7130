/**
 * Tells a database that is away (stopped, restarting, frozen, unreachable, out of connections or disk)
 * from a query that is wrong. The first is worth a 503 and a retry; the second is a bug (ADR 0170).
 */

/** The one message a client sees while the database is away. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable; please try again in a moment.';

// SQLSTATE: connection exceptions (08…), insufficient resources (53…: too many connections, disk full, out of
// memory), the server shutting down or starting (57P01-57P05), a statement or lock cut by its timeout
// (57014, 55P03), a system I/O error (58030).
const UNAVAILABLE_STATES = /^(08|53|57P0[1-5]$|57014$|55P03$|58030$)/;
// Node's socket errors on the way to the server.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What node-postgres and its pool throw without a SQLSTATE when the connection is gone or never came.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

// The database's own storage failing (a read-only remount after disk errors, an unwritable data directory):
// PostgreSQL words every file-access failure this way, whatever errno it maps to a SQLSTATE.
const STORAGE_MESSAGES = /^could not (open|create|read|write|extend|fsync) (file|directory) /;

/** True when `error` (or what it wraps: drizzle wraps the driver's error as `cause`) means the database is away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  // The server ends the session (FATAL) or itself (PANIC): whatever the state, this connection is gone.
  const severity = (error as { severity?: unknown }).severity;
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  if (DRIVER_MESSAGES.test(error.message) || STORAGE_MESSAGES.test(error.message)) return true;
  // Connecting to "localhost" tries each address and fails with all of them.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
