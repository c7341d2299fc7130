/** Set by the server with the sign-in page when the request carried no session cookie (apps/server/src/web/spa.ts). */
const HINT = 'signed-out-hint';
/** The SDK's own cookies (supertokens-website): its copy of the session's front token, and when it last saw a change. */
const FRONT_TOKEN = 'sFrontToken';
const LAST_UPDATE = 'st-last-access-token-update';

const hasCookie = (name: string) => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${name}=`));

/**
 * A visitor whose browser has never held a session here makes the SDK ask the server with a refresh, which
 * answers 401, before it draws the sign-in form (issue 25: one round trip on the throttled phone). When the
 * server saw no session cookie with this page, the SDK is told what that 401 would have told it: the mark it
 * writes itself after a refresh, "checked, no session" (ADR 1400). Any sign of a session in the SDK's own
 * cookies, or no word from the server, leaves the SDK to ask as before.
 */
export function takeSignedOutHint(): void {
  if (!hasCookie(HINT)) return;
  document.cookie = `${HINT}=; max-age=0; path=/auth`;
  if (hasCookie(FRONT_TOKEN) || hasCookie(LAST_UPDATE)) return;
  document.cookie = `${LAST_UPDATE}=${Date.now()}; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; samesite=lax`;
}
