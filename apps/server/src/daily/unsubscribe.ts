import { API_ROUTES } from '@app/contracts/api-routes';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a Daily Numbers unsubscribe link: an HMAC of the user id with the app secret, so the
 * link works without signing in and cannot be made for someone else. It never expires (a mail kept for a
 * year must still unsubscribe). Pure.
 */
function unsubscribeToken(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`daily-unsubscribe:${userId}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link in every Daily Numbers e-mail and its List-Unsubscribe header, on the configured public origin. */
export function unsubscribeUrl(origin: string, secret: string, userId: string): string {
  const url = new URL(API_ROUTES.dailyUnsubscribe, origin);
  url.searchParams.set('u', userId);
  url.searchParams.set('t', unsubscribeToken(secret, userId));
  return url.toString();
}
