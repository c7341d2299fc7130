import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../domain/errors';
import { checkTestCard, passesLuhn, testCardDetails } from './sandbox-cards';

const now = new Date('2026-03-15T12:00:00Z');
const card = (number: string, exp = '12/30', cvc = '123') => checkTestCard({ number, exp, cvc }, now);
/** The field a malformed card is refused for (InvalidInput's `details.field`), or 'accepted'. */
const invalidField = (number: string, exp?: string, cvc?: string) => {
  try {
    card(number, exp, cvc);
    return 'accepted';
  } catch (error) {
    if (error instanceof InvalidInput) return error.details.field;
    throw error;
  }
};

describe('test-mode cards', () => {
  it('succeeds with 4242 4242 4242 4242, spaces or not', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ outcome: 'succeeded' });
    expect(card('4242424242424242')).toEqual({ outcome: 'succeeded' });
  });

  it('refuses the documented decline cards with Stripe wording', () => {
    expect(card('4000 0000 0000 0002')).toMatchObject({
      outcome: 'refused',
      message: 'Your card was declined.',
    });
    expect(card('4000 0000 0000 9995')).toMatchObject({
      outcome: 'refused',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(card('4111 1111 1111 1111')).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('non test card'),
    });
  });

  it('rejects a number failing Luhn, a past or malformed expiry, a malformed CVC', () => {
    expect(invalidField('4242 4242 4242 4241')).toBe('number');
    expect(invalidField('abcd')).toBe('number');
    expect(invalidField('4242424242424242', '02/26')).toBe('exp');
    expect(card('4242424242424242', '03/26')).toEqual({ outcome: 'succeeded' });
    expect(invalidField('4242424242424242', '13/30')).toBe('exp');
    expect(invalidField('4242424242424242', '1230')).toBe('exp');
    expect(invalidField('4242424242424242', '12/30', '12')).toBe('cvc');
    expect(invalidField('4242424242424242', '12/30', '12a')).toBe('cvc');
    expect(card('378282246310005', '12/30', '1234')).toEqual({ outcome: 'succeeded' });
  });

  it('computes Luhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('what test mode keeps of a saved test card', () => {
  it('brand, last 4 digits and expiry, never the number', () => {
    expect(testCardDetails({ number: '4242 4242 4242 4242', exp: '12/34' })).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    expect(testCardDetails({ number: '5555555555554444', exp: '3 / 2031' })).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    });
    expect(testCardDetails({ number: '3782 822463 10005', exp: '01/30' })).toMatchObject({
      brand: 'amex',
      last4: '0005',
    });
    expect(JSON.stringify(testCardDetails({ number: '4242424242424242', exp: '12/34' }))).not.toContain('42424242');
  });
});
