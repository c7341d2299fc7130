import { describe, expect, it } from 'vitest';
import {
  completedRecently,
  countedFactors,
  failedAttemptsAfter,
  lockedFor,
  maySetUp,
  nextFactors,
  requirement,
} from './rules';

describe('multi-factor rules', () => {
  it('requires the reader’s app first, then one of the tenant’s factors (or the app)', () => {
    expect(requirement(false, [])).toEqual([]);
    expect(requirement(true, [])).toEqual([['totp']]);
    expect(requirement(true, ['otp-email'])).toEqual([['totp'], ['otp-email', 'totp']]);
    expect(requirement(false, ['otp-phone'])).toEqual([['otp-phone']]);
  });

  it('owes nothing once every group has a counted factor', () => {
    expect(nextFactors([], { 'otp-email': 1 })).toEqual([]);
    expect(nextFactors([['totp']], { 'otp-email': 1 })).toEqual(['totp']);
    expect(nextFactors([['totp', 'otp-phone']], { 'otp-email': 1, 'otp-phone': 2 })).toEqual([]);
    expect(nextFactors([['totp'], ['otp-email', 'totp']], { 'otp-email': 2 })).toEqual(['totp']);
    expect(nextFactors([['totp'], ['otp-email', 'totp']], { totp: 2 })).toEqual([]);
  });

  it('counts the first factor once: not as a second factor until it is passed again', () => {
    expect(countedFactors({ 'otp-email': 1 }, 'otp-email')).toEqual({});
    expect(countedFactors({ 'otp-email': 1, totp: 2 }, 'otp-email')).toEqual({ totp: 2 });
    expect(countedFactors({ 'otp-email': 3 }, null)).toEqual({ 'otp-email': 3 });
    expect(nextFactors([['otp-email']], countedFactors({ 'otp-email': 1 }, 'otp-email'))).toEqual(['otp-email']);
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

  it('counts a failure on, and after a lock has run out starts a new count', () => {
    expect(failedAttemptsAfter(0)).toBe(1);
    expect(failedAttemptsAfter(4)).toBe(5);
    expect(failedAttemptsAfter(5)).toBe(1);
  });
});
