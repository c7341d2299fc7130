import { describe, expect, it } from 'vitest';
import { decideLogin, frontendUrl } from './login-decision';
import type { SiteSession } from './site-session';

const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (m: number) => now.getTime() - m * 60_000;
const valid = (signedInMinutesAgo: number, factorsDone = true): SiteSession => ({
  state: 'valid',
  userId: 'u1',
  handle: 'h1',
  signedInAt: minutesAgo(signedInMinutesAgo),
  factorsDone,
});
const started = (minutes: number) => ({ startedAt: minutesAgo(minutes) });

describe('decideLogin', () => {
  it('continues for a valid session, with the sign-in time in seconds', () => {
    expect(decideLogin(started(1), valid(30), now)).toEqual({
      kind: 'continue',
      userId: 'u1',
      authTime: Math.floor(minutesAgo(30) / 1000),
    });
  });

  it('sends an expired access token to try-refresh, unless the client asked prompt=login', () => {
    expect(decideLogin(started(1), { state: 'expired' }, now)).toEqual({ kind: 'try-refresh' });
    expect(decideLogin({ ...started(1), prompt: 'login' }, { state: 'expired' }, now)).toEqual({
      kind: 'sign-in',
      forceFreshAuth: true,
    });
  });

  it('asks to sign in without a session', () => {
    expect(decideLogin(started(1), { state: 'none' }, now)).toEqual({ kind: 'sign-in', forceFreshAuth: false });
  });

  it('forces a fresh sign-in for prompt=login until the reader signed in after the request started', () => {
    const request = { ...started(5), prompt: 'consent login' };
    expect(decideLogin(request, valid(30), now)).toEqual({ kind: 'sign-in', forceFreshAuth: true });
    expect(decideLogin(request, valid(2), now)).toMatchObject({ kind: 'continue' });
    // A request that starts now: nobody can have signed in for it yet.
    expect(decideLogin({ startedAt: Infinity, prompt: 'login' }, valid(0), now)).toMatchObject({ kind: 'sign-in' });
  });

  it('forces a fresh sign-in when max_age has passed since the sign-in (seconds, as a string or number)', () => {
    expect(decideLogin({ ...started(10), maxAge: '600' }, valid(30), now)).toEqual({
      kind: 'sign-in',
      forceFreshAuth: true,
    });
    expect(decideLogin({ ...started(10), maxAge: 3600 }, valid(30), now)).toMatchObject({ kind: 'continue' });
    expect(decideLogin({ ...started(10), maxAge: '0' }, valid(30), now)).toMatchObject({ kind: 'sign-in' });
  });

  it('sends a session that still owes a second factor to the factor pages first', () => {
    expect(decideLogin(started(1), valid(5, false), now)).toEqual({ kind: 'second-factor' });
  });
});

describe('frontendUrl', () => {
  const origin = 'https://site.example';
  it('builds the SDK pages on the configured origin', () => {
    expect(frontendUrl(origin, 'abc', { kind: 'try-refresh' })).toBe(
      'https://site.example/auth/try-refresh?loginChallenge=abc',
    );
    expect(frontendUrl(origin, 'abc', { kind: 'sign-in', forceFreshAuth: true }, 'r@example.test')).toBe(
      'https://site.example/auth?loginChallenge=abc&hint=r%40example.test&forceFreshAuth=true',
    );
    const mfa = new URL(frontendUrl(origin, 'abc', { kind: 'second-factor' }));
    expect(mfa.pathname).toBe('/auth/mfa');
    expect(mfa.searchParams.get('redirectToPath')).toBe('/auth?loginChallenge=abc');
  });
});
