import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SigningKey } from './keys';

/** The access-token payload, shaped like the SuperTokens core's JWT v5 (the front-token carries it whole). */
export interface AccessTokenPayload {
  sub: string;
  rsub: string;
  iat: number;
  exp: number;
  iss: string;
  sessionHandle: string;
  refreshTokenHash1: string;
  parentRefreshTokenHash1: null;
  antiCsrfToken: null;
  tId: string;
  'st-mfa': MfaClaim;
  /** E-mail verification: `v` whether the account's e-mail is verified, `t` when that was last read (ms). */
  'st-ev'?: { v: boolean; t: number };
}

/** Factors completed in the session (id → completion time in seconds), and whether the requirements are met. */
export interface MfaClaim {
  c: Record<string, number>;
  v: boolean;
}

/** The claims a session's access tokens carry; computed by SessionService's claim builders. */
export type SessionClaims = Pick<AccessTokenPayload, 'st-mfa' | 'st-ev'>;

export interface SessionFacts {
  userId: string;
  /** The login method the session signed in with. */
  recipeUserId: string;
  sessionHandle: string;
  tenantId: string;
  /** sha256 of the current refresh token (the SDK compares it across tabs). */
  refreshTokenHash1: string;
  claims: SessionClaims;
}

export function hash1(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('hex');
}

export async function signAccessToken(
  key: SigningKey,
  facts: SessionFacts,
  options: { now: Date; ttlSeconds: number; issuer: string },
): Promise<{ token: string; payload: AccessTokenPayload }> {
  const iat = Math.floor(options.now.getTime() / 1000);
  const payload: AccessTokenPayload = {
    sub: facts.userId,
    rsub: facts.recipeUserId,
    iat,
    exp: iat + options.ttlSeconds,
    iss: options.issuer,
    sessionHandle: facts.sessionHandle,
    refreshTokenHash1: facts.refreshTokenHash1,
    parentRefreshTokenHash1: null,
    antiCsrfToken: null,
    tId: facts.tenantId,
    ...facts.claims,
  };
  const token = await new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid, version: '5' })
    .sign(key.privateKey);
  return { token, payload };
}

export type VerifyResult = { ok: true; payload: AccessTokenPayload } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature and expiry against the app clock; no database access. */
export async function verifyAccessToken(key: SigningKey, token: string, now: Date): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ['RS256'], currentDate: now });
    const p = payload as unknown as AccessTokenPayload;
    if (typeof p.sub !== 'string' || typeof p.sessionHandle !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, payload: p };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The `front-token` header: standard base64 of {uid, ate (ms), up (the JWT payload)}. */
export function frontToken(payload: AccessTokenPayload): string {
  const json = JSON.stringify({ uid: payload.sub, ate: payload.exp * 1000, up: payload });
  return Buffer.from(json, 'utf8').toString('base64');
}
