import type { InsufficientTokensBody } from '@app/contracts/readings';

/**
 * The server's domain vocabulary for failures. Domain code (ledger, payments, readings, jobs) throws these and
 * knows nothing of HTTP; `http/errors.ts` maps each to a status in one place. `message` is shown to the client,
 * so it must be safe and useful to read; `details` travel in the response body beside it.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is well-formed but not acceptable (e.g. an amount that does not match its package). */
export class InvalidInput extends DomainError {}

/** The caller must sign in first. */
export class Unauthenticated extends DomainError {}

/** Signed in, but not allowed to do this. */
export class Forbidden extends DomainError {}

/** The thing asked for does not exist (or is not the caller's to see). */
export class NotFound extends DomainError {}

/** The request contradicts the current state (a duplicate, a deleted account, a finished payment). */
export class Conflict extends DomainError {}

/** Not enough tokens: `details.required` and `details.balance` say how many. */
export class InsufficientTokens extends DomainError {
  constructor(
    readonly required: number,
    readonly balance: number,
    /** What costs them, as the message names it: "This reading". */
    what = 'This',
  ) {
    const details: Omit<InsufficientTokensBody, 'message'> = { required, balance };
    super(`${what} costs ${required} tokens and your balance is ${balance}. Please buy more tokens.`, details);
  }
}

/** Too many attempts: try again in `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
    details: Record<string, unknown> = {},
  ) {
    super(message, { ...details, retryAfter: retryAfterSeconds });
  }
}

/** The card was refused (declined, expired): `details` carry the provider's code and the payment. */
export class CardRefused extends DomainError {}

/** A peer we depend on (payment provider, mail server) failed; the caller may retry later. */
export class Unavailable extends DomainError {}

/** A peer answered the call we made for this request with a failure, or not at all (a social-login provider). */
export class PeerFailed extends DomainError {}
