import { InvalidInput } from '../domain/errors';

/**
 * Production code, not a test: the payments sandbox used in test mode (no Stripe keys), where no money moves.
 * Test mode's card rules: Stripe's documented test card numbers decide the outcome
 * (docs.stripe.com/testing), with Stripe's own wording for refusals.
 */

/**
 * What the "bank" says of a well-formed test card. A refusal is an outcome, not an error: the caller records
 * it on the payment before answering (ADR 0915).
 */
export type CardOutcome = { outcome: 'succeeded' } | { outcome: 'refused'; code: string; message: string };

const SUCCEEDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005']);

const REFUSALS: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

const NON_TEST_CARD = {
  code: 'card_declined',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

/** The outcome of charging a test card; a malformed number, expiry or CVC throws InvalidInput (`details.field`). */
export function checkTestCard(card: { number: string; exp: string; cvc: string }, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw new InvalidInput('Your card number is invalid.', { field: 'number' });
  }
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.exp);
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) {
    throw new InvalidInput("Your card's expiration date is incomplete or invalid.", { field: 'exp' });
  }
  const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  // A card is valid through the last day of its expiry month (UTC).
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    throw new InvalidInput("Your card's expiration year is in the past.", { field: 'exp' });
  }
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    throw new InvalidInput("Your card's security code is invalid.", { field: 'cvc' });
  }
  if (SUCCEEDS.has(number)) return { outcome: 'succeeded' };
  const refusal = REFUSALS[number] ?? NON_TEST_CARD;
  return { outcome: 'refused', ...refusal };
}

/** What a provider keeps of a saved card, and all test mode keeps of a test card: never its number. */
export interface TestCardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The brand (Stripe's names), last 4 digits and expiry of a test card that passed `checkTestCard`. */
export function testCardDetails(card: { number: string; exp: string }): TestCardDetails {
  const number = card.number.replace(/[\s-]/g, '');
  const [month, year] = card.exp.split('/').map((part) => Number(part.trim()));
  return {
    brand: /^3[47]/.test(number)
      ? 'amex'
      : /^(5[1-5]|2[2-7])/.test(number)
        ? 'mastercard'
        : /^4/.test(number)
          ? 'visa'
          : 'unknown',
    last4: number.slice(-4),
    expMonth: month!,
    expYear: year! < 100 ? 2000 + year! : year!,
  };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
