import MultiFactorAuth from 'supertokens-web-js/recipe/multifactorauth';
import { isSafePath } from './return-path';
import { isAuthPath } from './sdk-owner';

interface ClaimError {
  id: string;
  reason?: { stepUp?: boolean; factorId?: string };
}

let leaving = false;

/**
 * An API answered 403 with an unmet `st-mfa` claim (ADR 0332): send the reader to pass the factor on the
 * prebuilt MFA pages, straight to it when there is one choice, and back here afterwards. A step-up goes to
 * the factor it names with `stepUp=true`, which asks again even though the claim is already satisfied.
 */
export async function sendToSecondFactor(errors: readonly ClaimError[]): Promise<void> {
  const mfa = errors.find((e) => e.id === 'st-mfa');
  if (!mfa || leaving || isAuthPath(window.location.pathname)) return;
  leaving = true;
  const here = window.location.pathname + window.location.search;
  const back = isSafePath(here) ? `redirectToPath=${encodeURIComponent(here)}` : '';
  if (mfa.reason?.stepUp) {
    window.location.assign(`/auth/mfa/${mfa.reason.factorId ?? 'totp'}?stepUp=true&${back}`);
    return;
  }
  let path = '/auth/mfa';
  try {
    const { factors } = await MultiFactorAuth.resyncSessionAndFetchMFAInfo();
    if (factors.next.length === 1) path = `/auth/mfa/${factors.next[0]}`;
  } catch {
    // The chooser page asks again.
  }
  window.location.assign(`${path}?${back}`);
}
