/**
 * The multi-factor rules, without I/O (protocol 9.4, ADR 0330). A requirement is "one of" a set of
 * factors: the reader's own (an authenticator app once they turned MFA on) and their tenant's.
 */

/** Factors a reader can pass after signing in, and set up for later. */
export const SECONDARY_FACTORS = ['otp-email', 'otp-phone', 'totp'] as const;

/**
 * How long a step-up lasts: every change to how the account signs in or is protected needs a factor this
 * recent (ADR 0332, 0335).
 */
export const STEP_UP_SECONDS = 10 * 60;

/**
 * The requirement as groups, each met by one of its factors, all to be met (protocol 9.4's `oneOf` entries).
 * The reader's own authenticator app comes first and cannot be replaced by a tenant's factor: a visitor
 * holding the mailbox must not pass with a second e-mail code. The tenant's group is met by one of its
 * factors, or by the reader's app, the stronger of the two (ADR 0336).
 */
export function requirement(mfaOn: boolean, tenantRequired: readonly string[]): string[][] {
  const groups: string[][] = [];
  if (mfaOn) groups.push(['totp']);
  if (tenantRequired.length > 0) groups.push([...new Set([...tenantRequired, ...(mfaOn ? ['totp'] : [])])]);
  return groups;
}

/**
 * The factors of a session that count towards its requirement: a factor counts once per sign-in, so the
 * first factor does not, until it is passed again inside the session (`firstFactor` is then null).
 */
export function countedFactors(completed: Record<string, number>, firstFactor: string | null): Record<string, number> {
  if (!firstFactor || completed[firstFactor] === undefined) return completed;
  const { [firstFactor]: _first, ...rest } = completed;
  return rest;
}

/** The next set to complete: the first group none of whose factors counts yet; empty when all are met. */
export function nextFactors(groups: readonly (readonly string[])[], counted: Record<string, number>): string[] {
  const unmet = groups.find((group) => !group.some((f) => counted[f] !== undefined));
  return unmet ? [...unmet] : [];
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

/**
 * Consecutive wrong authenticator codes that lock the app for the account, and wrong recovery codes that
 * lock them for the session (ADR 0337); for how long after the last one.
 */
export const MAX_FAILED_ATTEMPTS = 5;
const LOCK_MS = 15 * 60_000;

/** Milliseconds the reader must still wait, or 0 when they may try. */
export function lockedFor(failedAttempts: number, lastFailedAt: Date | null, now: Date): number {
  if (failedAttempts < MAX_FAILED_ATTEMPTS || !lastFailedAt) return 0;
  return Math.max(0, lastFailedAt.getTime() + LOCK_MS - now.getTime());
}

/** The failure count after one more wrong code: a lock that has run out (`lockedFor` said 0) starts a new count. */
export function failedAttemptsAfter(failedAttempts: number): number {
  return (failedAttempts >= MAX_FAILED_ATTEMPTS ? 0 : failedAttempts) + 1;
}
