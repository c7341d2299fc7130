/**
 * Production code, not a test: the payments sandbox used in test mode (no Stripe keys), where no money moves.
 * Test mode's card rules: Stripe's documented test card numbers decide the outcome
 * (docs.stripe.com/testing), with Stripe's own wording for refusals.
 */

export type CardCheck =
  | { ok: true; outcome: 'succeeded' }
  | { ok: true; outcome: 'refused'; code: string; message: string }
  | { ok: false; field: 'number' | 'exp' | 'cvc'; message: string };

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

export function checkTestCard(card: { number: string; exp: string; cvc: string }, now: Date): CardCheck {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.exp);
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) {
    return { ok: false, field: 'exp', message: "Your card's expiration date is incomplete or invalid." };
  }
  const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  // A card is valid through the last day of its expiry month (UTC).
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    return { ok: false, field: 'exp', message: "Your card's expiration year is in the past." };
  }
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { ok: false, field: 'cvc', message: "Your card's security code is invalid." };
  }
  if (SUCCEEDS.has(number)) return { ok: true, outcome: 'succeeded' };
  const refusal = REFUSALS[number] ?? NON_TEST_CARD;
  return { ok: true, outcome: 'refused', ...refusal };
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
