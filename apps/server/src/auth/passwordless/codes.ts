import { createHash, randomBytes, randomInt } from 'node:crypto';
import { keyedHash } from '../../security/secrets';

/** A new sign-in attempt's identifiers, in the formats the SuperTokens core uses. */
export function newDevice(): { deviceId: string; preAuthSessionId: string } {
  const bytes = randomBytes(32);
  return { deviceId: bytes.toString('base64'), preAuthSessionId: preAuthSessionIdOf(bytes) };
}

function preAuthSessionIdOf(deviceIdBytes: Buffer): string {
  return createHash('sha256').update(deviceIdBytes).digest('base64url');
}

/** Six digits from the CSPRNG. */
export function newUserInputCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Only keyed hashes are stored: a database leak alone cannot test the 10^6 possible codes. */
export function deviceIdHash(secret: string, deviceId: string): string {
  return keyedHash(secret, 'pwless-device', deviceId);
}

export function codeHash(secret: string, preAuthSessionId: string, code: string): string {
  return keyedHash(secret, 'pwless-code', `${preAuthSessionId}:${code}`);
}

/** The magic-link secret: 256 random bits, e-mailed and stored only as a keyed hash. */
export function newLinkCode(): string {
  return randomBytes(32).toString('base64url');
}

export function linkCodeHash(secret: string, linkCode: string): string {
  return keyedHash(secret, 'pwless-link', linkCode);
}
