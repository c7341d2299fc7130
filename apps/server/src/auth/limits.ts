import type { AppContext } from '../context';
import { hitLimit, peekHits } from '../security/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Abuse limits for the sign-in routes (docs/decisions/0302-otp-limits.md). */
export const AUTH_LIMITS = {
  sendsPerEmail: { max: 5, windowMs: 15 * MINUTE },
  sendsPerClient: { max: 60, windowMs: HOUR },
  failuresPerAccount: { max: 100, windowMs: HOUR },
  failuresPerClient: { max: 100, windowMs: HOUR },
} as const;

export type LimitName = keyof typeof AUTH_LIMITS;

export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please try again later.');
  }
}

/** Counts one hit; throws RateLimited once the window's maximum is passed. */
export async function hit(ctx: AppContext, name: LimitName, subject: string): Promise<void> {
  const retryAfter = await hitLimit(ctx, `auth:${name}:${subject}`, AUTH_LIMITS[name]);
  if (retryAfter !== undefined) throw new RateLimited(retryAfter);
}

/** Throws RateLimited when the limit is already used up, without counting. */
export async function ensureUnder(ctx: AppContext, name: LimitName, subject: string): Promise<void> {
  if (ctx.config.RATE_LIMIT_DISABLED) return;
  const { max, windowMs } = AUTH_LIMITS[name];
  if ((await peekHits(ctx.db, `auth:${name}:${subject}`)) >= max) throw new RateLimited(Math.ceil(windowMs / 1000));
}
