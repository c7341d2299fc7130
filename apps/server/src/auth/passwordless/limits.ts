import type { AppContext } from '../../context';
import { clientKey, enforceLimit, ensureUnder, type Limit, resetLimit } from '../../security/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

/**
 * Texts cost money per message and are the target of SMS pumping (sends to premium numbers an attacker is
 * paid for), so a client may text few numbers and a number gets fewer texts than a mailbox (ADR 0325).
 * They are counted on their own keys: e-mail sign-ins from the same client are not held back by them.
 */
const SMS_LIMITS = {
  sendsPerAddressClient: { max: 5, windowMs: HOUR },
  sendsPerAddress: { max: 10, windowMs: HOUR },
  sendsPerClient: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

/**
 * Texts to one number in a day, from anyone. Unlike the hourly count it is not cleared by a sign-in: whoever
 * owns a number the texts earn money on can also type the code it gets (ADR 0340).
 */
const SMS_SENDS_PER_NUMBER_DAY: Limit = { max: 20, windowMs: DAY };

/** How a sign-in code travels; each way has its own counters. */
export type CodeChannel = 'email' | 'sms';

const SEND_MESSAGE = 'Too many sign-in codes were asked for.';

/** Before a code is sent (by e-mail, or by SMS to a phone): counts the send, or throws RateLimited. */
export async function limitSend(
  ctx: AppContext,
  address: string,
  client: string,
  channel: CodeChannel = 'email',
): Promise<void> {
  client = clientKey(client);
  // A client that keeps guessing wrong gets no new flows (its open flows still take their right code).
  await ensureUnder(ctx, key('failuresPerClient', client), AUTH_LIMITS.failuresPerClient, SEND_MESSAGE);
  const limits = channel === 'sms' ? SMS_LIMITS : AUTH_LIMITS;
  const k = (name: keyof typeof SMS_LIMITS, subject: string) => sendKey(channel, name, subject);
  await enforceLimit(ctx, k('sendsPerClient', client), limits.sendsPerClient, SEND_MESSAGE);
  await enforceLimit(
    ctx,
    k('sendsPerAddressClient', `${address}|${client}`),
    limits.sendsPerAddressClient,
    SEND_MESSAGE,
  );
  await enforceLimit(ctx, k('sendsPerAddress', address), limits.sendsPerAddress, SEND_MESSAGE);
  if (channel === 'sms')
    await enforceLimit(ctx, `auth:sms:sendsPerNumberDay:${address}`, SMS_SENDS_PER_NUMBER_DAY, SEND_MESSAGE);
}

/** After a wrong or expired code: counts it against the client (never refuses: the flow's own count does). */
export async function countFailure(ctx: AppContext, client: string): Promise<void> {
  await enforceLimit(ctx, key('failuresPerClient', clientKey(client)), AUTH_LIMITS.failuresPerClient).catch(() => {});
}

/**
 * After a successful sign-in the owner has proved the address: its send counters and the client's failures
 * start again, so the owner is held back neither by earlier sends (theirs or a stranger's) nor by a neighbour's
 * failures behind the same address. The guesses at any one account stay bounded by the per-address cap, which
 * only that account's owner can reset; a client's guesses over many accounts by its 60 sends an hour.
 */
export async function clearAfterSignIn(
  ctx: AppContext,
  address: string,
  client: string,
  channel: CodeChannel = 'email',
): Promise<void> {
  client = clientKey(client);
  await resetLimit(ctx, sendKey(channel, 'sendsPerAddressClient', `${address}|${client}`));
  await resetLimit(ctx, sendKey(channel, 'sendsPerAddress', address));
  await resetLimit(ctx, key('failuresPerClient', client));
}

function key(name: keyof typeof AUTH_LIMITS, subject: string): string {
  return `auth:${name}:${subject}`;
}

function sendKey(channel: CodeChannel, name: keyof typeof SMS_LIMITS, subject: string): string {
  return channel === 'sms' ? `auth:sms:${name}:${subject}` : key(name, subject);
}
