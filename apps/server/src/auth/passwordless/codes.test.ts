import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeHash, newDevice, newUserInputCode } from './codes';
import { otpMessage } from './otp-mail';

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
