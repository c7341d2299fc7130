import type { AppContext } from '../context';
import { enforceLimit, ensureUnder, type Limit, resetLimit } from '../security/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits for the sign-in routes (docs/decisions/0302-otp-limits.md). None of them can be spent by a
 * stranger to refuse an owner's correct code: sends are counted per (address, client) under a looser cap
 * per address, and failed guesses are bounded per flow (5, in the flow's own row) and per client.
 */
const AUTH_LIMITS = {
  /** Codes sent to one address from one client: the owner's own retries. */
  sendsPerAddressClient: { max: 5, windowMs: HOUR },
  /**
   * Codes sent to one address from anyone: stops e-mail bombing, and with 5 guesses per flow bounds the
   * guesses at one account to 5 × 20 = 100 an hour. It takes four clients to use it up.
   */
  sendsPerAddress: { max: 20, windowMs: HOUR },
  /** Codes sent from one client to any addresses. */
  sendsPerClient: { max: 60, windowMs: HOUR },
  /** Wrong codes from one client (any flows): past it, that client gets no new codes for a while. */
  failuresPerClient: { max: 100, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

const SEND_MESSAGE = 'Too many sign-in codes were asked for.';

/** Before a code is sent: counts the send, or throws RateLimited. */
export async function limitSend(ctx: AppContext, email: string, client: string): Promise<void> {
  // A client that keeps guessing wrong gets no new flows (its open flows still take their right code).
  await ensureUnder(ctx, key('failuresPerClient', client), AUTH_LIMITS.failuresPerClient, SEND_MESSAGE);
  await enforceLimit(ctx, key('sendsPerClient', client), AUTH_LIMITS.sendsPerClient, SEND_MESSAGE);
  await enforceLimit(
    ctx,
    key('sendsPerAddressClient', `${email}|${client}`),
    AUTH_LIMITS.sendsPerAddressClient,
    SEND_MESSAGE,
  );
  await enforceLimit(ctx, key('sendsPerAddress', email), AUTH_LIMITS.sendsPerAddress, SEND_MESSAGE);
}

/** After a wrong or expired code: counts it against the client (never refuses: the flow's own count does). */
export async function countFailure(ctx: AppContext, client: string): Promise<void> {
  await enforceLimit(ctx, key('failuresPerClient', client), AUTH_LIMITS.failuresPerClient).catch(() => {});
}

/**
 * After a successful sign-in the owner has proved the address: its send counters and the client's failures
 * start again, so the owner is held back neither by earlier sends (theirs or a stranger's) nor by a neighbour's
 * failures behind the same address. The guesses at any one account stay bounded by the per-address cap, which
 * only that account's owner can reset; a client's guesses over many accounts by its 60 sends an hour.
 */
export async function clearAfterSignIn(ctx: AppContext, email: string, client: string): Promise<void> {
  await resetLimit(ctx, key('sendsPerAddressClient', `${email}|${client}`));
  await resetLimit(ctx, key('sendsPerAddress', email));
  await resetLimit(ctx, key('failuresPerClient', client));
}

function key(name: keyof typeof AUTH_LIMITS, subject: string): string {
  return `auth:${name}:${subject}`;
}
