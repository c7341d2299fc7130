import { describe, expect, it } from 'vitest';
import { completedRecently, lockedFor, maySetUp, nextFactors, requiredFactors } from './mfa-rules';

describe('multi-factor rules', () => {
  it('requires one of the reader’s and the tenant’s factors', () => {
    expect(requiredFactors(false, [])).toEqual([]);
    expect(requiredFactors(true, [])).toEqual(['totp']);
    expect(requiredFactors(true, ['otp-email', 'totp'])).toEqual(['otp-email', 'totp']);
    expect(requiredFactors(false, ['otp-phone'])).toEqual(['otp-phone']);
  });

  it('owes nothing once one required factor is completed in the session', () => {
    expect(nextFactors([], { 'otp-email': 1 })).toEqual([]);
    expect(nextFactors(['totp'], { 'otp-email': 1 })).toEqual(['totp']);
    expect(nextFactors(['totp', 'otp-phone'], { 'otp-email': 1, 'otp-phone': 2 })).toEqual([]);
  });

  it('lets a half-signed-in session set up only a factor of the next set, and only when none is set up', () => {
    expect(maySetUp('totp', [], ['totp'])).toBe(true);
    expect(maySetUp('totp', ['totp'], [])).toBe(true);
    expect(maySetUp('totp', ['totp'], ['totp'])).toBe(false);
    expect(maySetUp('otp-email', ['totp'], [])).toBe(false);
    expect(maySetUp('otp-phone', ['totp', 'otp-phone'], ['totp'])).toBe(false);
  });

  it('counts a step-up only within its age', () => {
    expect(completedRecently({ totp: 1000 }, ['totp'], 1600)).toBe(true);
    expect(completedRecently({ totp: 1000 }, ['totp'], 1601)).toBe(false);
    expect(completedRecently({ 'otp-email': 1500 }, ['totp'], 1600)).toBe(false);
  });

  it('locks after five failures for 15 minutes from the last one', () => {
    const last = new Date('2026-01-01T00:00:00Z');
    expect(lockedFor(4, last, last)).toBe(0);
    expect(lockedFor(5, last, new Date(last.getTime() + 60_000))).toBe(14 * 60_000);
    expect(lockedFor(5, last, new Date(last.getTime() + 15 * 60_000))).toBe(0);
    expect(lockedFor(5, null, last)).toBe(0);
  });
});
