import { describe, expect, it } from 'vitest';
import { textRefusal } from './phone';

const EVERYWHERE = ['US', 'GB', 'LV', 'FR', 'DE'];

describe('textRefusal', () => {
  it.each([
    ['+1 900 555 1234', 'US premium rate'],
    ['+44 909 123 4567', 'UK premium rate'],
    ['+44 70 1234 5678', 'UK personal number'],
    ['+870 773 111 632', 'Inmarsat'],
    ['+881 6 1234 5678', 'Iridium'],
    ['+371 900 12345', 'Latvian premium rate'],
    ['+1 800 555 1234', 'US toll free'],
    ['+44 20 7946 0000', 'UK fixed line'],
    ['+33 8 90 12 34 56', 'French premium rate'],
  ])('refuses %s (%s) even where its country is allowed', (number) => {
    const refusal = textRefusal(number.replace(/ /g, ''), EVERYWHERE);
    expect(refusal).toMatch(/special numbers are not supported/);
  });

  it('lets mobile numbers of allowed countries through', () => {
    expect(textRefusal('+33612345678', EVERYWHERE)).toBeUndefined();
    expect(textRefusal('+37121234567', EVERYWHERE)).toBeUndefined();
    expect(textRefusal('+4915112345678', EVERYWHERE)).toBeUndefined();
    // North American numbers do not say whether they are mobile.
    expect(textRefusal('+12015550123', EVERYWHERE)).toBeUndefined();
  });

  it('names the country of a mobile number it does not text', () => {
    expect(textRefusal('+41791234567', EVERYWHERE)).toBe(
      'We cannot send sign-in texts to numbers in Switzerland. Please sign in with your e-mail address.',
    );
  });
});
