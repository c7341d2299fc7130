import type { SiteSession } from './site-session';

/** What the authorisation request asked about authentication (from the interaction's stored parameters). */
export interface LoginRequest {
  /** When the interaction started (ms, the app's clock); Infinity when nobody can have signed in for it yet. */
  startedAt: number;
  /** The `prompt` parameter, space-separated (e.g. "login consent"). */
  prompt?: string | undefined;
  /** The `max_age` parameter in seconds (the library has checked it is a non-negative integer). */
  maxAge?: string | number | undefined;
}

export type LoginDecision =
  /** Finish the interaction for this account (auth time in seconds) and go back to the client. */
  | { kind: 'continue'; userId: string; authTime: number }
  /** The access token expired: the SDK refreshes it on /auth/try-refresh, then asks again. */
  | { kind: 'try-refresh' }
  /** Signed in, but a required second factor is missing: pass it first. */
  | { kind: 'second-factor' }
  /** Show the sign-in page; `forceFreshAuth` even though a session exists (prompt=login, max_age). */
  | { kind: 'sign-in'; forceFreshAuth: boolean };

/**
 * The login challenge's answer for the reader's site session (spec 9.6): the site's own session decides,
 * the provider's session only mirrors it. A sign-in completed after the interaction started satisfies
 * prompt=login and max_age, so that signing in on the forced page cannot loop.
 */
export function decideLogin(request: LoginRequest, session: SiteSession, now: Date): LoginDecision {
  const nowMs = now.getTime();
  const wantsLogin = (request.prompt ?? '').split(' ').includes('login');
  if (session.state === 'expired')
    return wantsLogin ? { kind: 'sign-in', forceFreshAuth: true } : { kind: 'try-refresh' };
  if (session.state === 'none') return { kind: 'sign-in', forceFreshAuth: wantsLogin };
  const freshForThisRequest = session.signedInAt > request.startedAt;
  const maxAge = request.maxAge === undefined ? undefined : Number(request.maxAge);
  const tooOld = maxAge !== undefined && nowMs - session.signedInAt > maxAge * 1000;
  if (!freshForThisRequest && (wantsLogin || tooOld)) return { kind: 'sign-in', forceFreshAuth: true };
  if (!session.factorsDone) return { kind: 'second-factor' };
  return { kind: 'continue', userId: session.userId, authTime: Math.floor(session.signedInAt / 1000) };
}

/** Where the SDK sends the browser for a decision other than `continue` (always absolute: the SDK reloads). */
export function frontendUrl(
  origin: string,
  loginChallenge: string,
  decision: Exclude<LoginDecision, { kind: 'continue' }>,
  hint?: string,
): string {
  const signIn = new URL('/auth', origin);
  signIn.searchParams.set('loginChallenge', loginChallenge);
  if (decision.kind === 'try-refresh') {
    const url = new URL('/auth/try-refresh', origin);
    url.searchParams.set('loginChallenge', loginChallenge);
    return url.href;
  }
  if (decision.kind === 'second-factor') {
    // The SDK's factor chooser, then back to the challenge (where the session now passes).
    const url = new URL('/auth/mfa', origin);
    url.searchParams.set('redirectToPath', signIn.pathname + signIn.search);
    return url.href;
  }
  if (hint) signIn.searchParams.set('hint', hint);
  if (decision.forceFreshAuth) signIn.searchParams.set('forceFreshAuth', 'true');
  return signIn.href;
}
