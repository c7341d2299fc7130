import { generateKeyPair, exportJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { frontToken, signAccessToken, verifyAccessToken } from './access-token';
import type { SigningKey } from './keys';

async function testKey(): Promise<SigningKey> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return {
    kid: 'd-1',
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicJwk: await exportJWK(pair.publicKey),
  };
}

describe('access tokens and the front-token', () => {
  it('round-trip, expire on the app clock, and reject another key', async () => {
    const key = await testKey();
    const now = new Date('2030-01-01T00:00:00Z');
    const facts = {
      userId: 'u1',
      recipeUserId: 'r1',
      sessionHandle: 'h1',
      tenantId: 'public',
      refreshTokenHash1: 'hash',
      claims: { 'st-mfa': { c: { 'otp-email': 1 }, v: true } },
    };
    const { token, payload } = await signAccessToken(key, facts, { now, ttlSeconds: 60, issuer: 'http://x/auth' });
    expect(await verifyAccessToken(key, token, now)).toEqual({
      ok: true,
      payload: expect.objectContaining({ sub: 'u1', sessionHandle: 'h1' }),
    });
    expect(await verifyAccessToken(key, token, new Date(now.getTime() + 61_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyAccessToken(await testKey(), token, now)).toEqual({ ok: false, reason: 'invalid' });
    const front = JSON.parse(Buffer.from(frontToken(payload), 'base64').toString('utf8'));
    expect(front).toEqual({ uid: 'u1', ate: (payload.iat + 60) * 1000, up: payload });
    expect(payload.iat).toBe(now.getTime() / 1000);
  });
});
