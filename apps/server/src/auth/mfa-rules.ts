/**
 * The multi-factor rules, without I/O (protocol 9.4, ADR 0330). A requirement is "one of" a set of
 * factors: the reader's own (an authenticator app once they turned MFA on) and their tenant's.
 */

/** Factors a reader can pass after signing in, and set up for later. */
export const SECONDARY_FACTORS = ['otp-email', 'otp-phone', 'totp'] as const;

/** How long a step-up lasts: deleting the account or changing sign-in methods needs a factor this recent. */
export const STEP_UP_SECONDS = 10 * 60;

/** The factors that satisfy the reader's requirement: the reader's own ∪ the tenant's. */
export function requiredFactors(mfaOn: boolean, tenantRequired: readonly string[]): string[] {
  const all = new Set<string>(tenantRequired);
  if (mfaOn) all.add('totp');
  return [...all];
}

/** The next set to complete: empty when one of the required factors was completed in this session. */
export function nextFactors(required: readonly string[], completed: Record<string, number>): string[] {
  if (required.length === 0 || required.some((f) => completed[f] !== undefined)) return [];
  return [...required];
}

/**
 * Setting up a factor is allowed once the requirements are met, or, before that, only for a factor of the
 * next set when none of that set is set up yet: a half-signed-in visitor must pass the factor the owner set
 * up, never add their own instead.
 */
export function maySetUp(factor: string, next: readonly string[], alreadySetUp: readonly string[]): boolean {
  if (next.length === 0) return true;
  return next.includes(factor) && !next.some((f) => alreadySetUp.includes(f));
}

/** Whether one of `factors` was completed within `maxAgeSeconds` of `nowSeconds`. */
export function completedRecently(
  completed: Record<string, number>,
  factors: readonly string[],
  nowSeconds: number,
  maxAgeSeconds = STEP_UP_SECONDS,
): boolean {
  return factors.some((f) => completed[f] !== undefined && nowSeconds - completed[f]! <= maxAgeSeconds);
}

const MFA_NOT_SATISFIED = 'MFA requirement for auth is not satisfied';

/** The 403 body the SDKs understand as an unmet `st-mfa` claim. */
export function mfaClaimError(reason: Record<string, unknown> = { message: MFA_NOT_SATISFIED }) {
  return { message: 'invalid claim', claimValidationErrors: [{ id: 'st-mfa', reason }] };
}

/** Consecutive TOTP or recovery-code failures that lock both, and for how long after the last one. */
export const MAX_FAILED_ATTEMPTS = 5;
const LOCK_MS = 15 * 60_000;

/** Milliseconds the reader must still wait, or 0 when they may try. */
export function lockedFor(failedAttempts: number, lastFailedAt: Date | null, now: Date): number {
  if (failedAttempts < MAX_FAILED_ATTEMPTS || !lastFailedAt) return 0;
  return Math.max(0, lastFailedAt.getTime() + LOCK_MS - now.getTime());
}
