import { createHash } from 'node:crypto';
import { generateKeyPair, exportJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { frontToken, signAccessToken, verifyAccessToken } from './access-token';
import { codeHash, newDevice, newUserInputCode } from './codes';
import type { SigningKey } from './keys';
import { otpMessage } from './otp-mail';

async function testKey(): Promise<SigningKey> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return {
    kid: 'd-1',
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicJwk: await exportJWK(pair.publicKey),
  };
}

describe('one-time codes', () => {
  it('are six digits and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newUserInputCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('derive preAuthSessionId from the deviceId bytes like the core', () => {
    const { deviceId, preAuthSessionId } = newDevice();
    expect(preAuthSessionId).toBe(createHash('sha256').update(Buffer.from(deviceId, 'base64')).digest('base64url'));
  });

  it('hash codes per flow and per secret', () => {
    expect(codeHash('s1', 'flow', '123456')).not.toBe(codeHash('s2', 'flow', '123456'));
    expect(codeHash('s1', 'flowA', '123456')).not.toBe(codeHash('s1', 'flowB', '123456'));
    expect(codeHash('s1', 'flow', '123456')).not.toContain('123456');
  });

  it('put the code on a line of its own in the e-mail', () => {
    const m = otpMessage('a@example.test', '042917', 600, undefined);
    expect(m.text.split('\n')).toContain('    042917');
    expect(m.text).toContain('10 minutes');
  });
});

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
