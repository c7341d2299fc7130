import { describe, expect, it } from 'vitest';
import { otpSms } from './otp-sms';

describe('the sign-in text', () => {
  it('starts with the code, says how long it lasts, ends with the origin-bound line, has no link', () => {
    const text = otpSms('+33612345678', '123456', 600, 'https://numerology.example:8443');
    expect(text.to).toBe('+33612345678');
    expect(text.body).toBe(
      '123456 is your Kabbalah Numerology sign-in code. It expires in 10 min.\n\n@numerology.example #123456',
    );
    expect(otpSms('+33612345678', '654321', 300, undefined).body).toBe(
      '654321 is your Kabbalah Numerology sign-in code. It expires in 5 min.',
    );
  });
});
