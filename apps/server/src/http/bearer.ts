import { timingSafeEqual } from 'node:crypto';

/** Constant-time check of an `Authorization: Bearer …` header against the expected token. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
