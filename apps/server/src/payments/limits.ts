import type { AppContext } from '../context';
import { enforceLimit } from '../security/rate-limit';

/**
 * Per-user limits on the purchase routes (on top of the per-address limit): a signed-in account
 * should not be usable to create intents in bulk or to test stolen card numbers.
 */
export const PAYMENT_LIMITS = {
  createIntent: { max: 10, windowMs: 60_000 },
  confirm: { max: 10, windowMs: 60_000 },
  sync: { max: 60, windowMs: 60_000 },
  /** Listing and removing saved cards: each asks the provider. */
  savedCards: { max: 30, windowMs: 60_000 },
} as const;

export async function limitPerUser(ctx: AppContext, name: keyof typeof PAYMENT_LIMITS, userId: string): Promise<void> {
  await enforceLimit(ctx, `payments:${name}:${userId}`, PAYMENT_LIMITS[name]);
}
