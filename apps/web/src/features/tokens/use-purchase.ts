import {
  type CreatePaymentIntentResponse,
  EXACT_PACKAGE_ID,
  formatPrice,
  type TokenPackage,
} from '@app/contracts/tokens';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { type CardUse, createPaymentIntent, syncPayment } from './api';
import type { CardResult } from './stripe-js';

// Every failure says whether money was taken (issue #22): certain only before the card was sent.
export const NOTHING_CHARGED = 'Payment failed before your card was used: nothing was charged. Please try again.';
const OFFLINE_NOTHING_CHARGED = 'You seem to be offline. Nothing was charged; try again when you are back online.';
const NOT_CONFIRMED =
  'We could not confirm the payment. If it went through, the tokens appear in your balance and your tokens history (Account); press Pay again to check: you won’t be charged twice.';
const NOT_YET_CONFIRMED =
  'Your card was accepted, but we couldn’t confirm the payment yet. Press Pay again to finish; you won’t be charged twice.';

/** Charges the intent and answers the balance afterwards. */
type Confirm = (pi: CreatePaymentIntentResponse) => Promise<number>;

/**
 * One purchase on the sheet: the intent (made once per package and way of paying, so Pay again after a refusal or
 * a lost answer reuses it and never charges twice), the busy state, the error shown and the receipt.
 */
export function usePurchase(chosen: TokenPackage | null, onPaid: (card: CardUse) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [receipt, setReceipt] = useState('');
  const intent = useRef<{ key: string; pi: CreatePaymentIntentResponse } | null>(null);

  const intentFor = async (pkg: TokenPackage, card: CardUse) => {
    const key = JSON.stringify([pkg.id, pkg.tokens, card]);
    if (intent.current?.key !== key) {
      const order = pkg.id === EXACT_PACKAGE_ID ? { tokens: pkg.tokens } : { packageId: pkg.id };
      intent.current = { key, pi: await createPaymentIntent(order, card) };
    }
    return intent.current.pi;
  };

  const pay = async (card: CardUse, confirm: Confirm) => {
    if (!chosen || busy) return;
    setBusy(true);
    setError('');
    // Until the card is sent to be charged, a failure certainly charged nothing.
    let cardSent = false;
    try {
      const pi = await intentFor(chosen, card);
      cardSent = true;
      const balance = await confirm(pi);
      onPaid(card);
      setReceipt(
        `Paid ${formatPrice(pi.amount, pi.currency)} for ${pi.tokens.toLocaleString('en-US')} tokens. Your balance is now ${balance.toLocaleString('en-US')} tokens.`,
      );
    } catch (e) {
      setError(failureMessage(e, cardSent));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, receipt, pay: (card: CardUse, confirm: Confirm) => void pay(card, confirm) };
}

function failureMessage(e: unknown, cardSent: boolean): string {
  if (e instanceof ShownError) return chargedNote(e.message, e.charged);
  if (e instanceof ApiError && [400, 402].includes(e.status)) return chargedNote(e.message, false);
  if (cardSent) return NOT_CONFIRMED;
  return navigator.onLine ? NOTHING_CHARGED : OFFLINE_NOTHING_CHARGED;
}

/** After Stripe.js confirmed (or refused) the card: our server asks Stripe and credits the tokens. */
export async function settleWithStripe(pi: CreatePaymentIntentResponse, result: CardResult): Promise<number> {
  if (!result.ok) throw result.cardError ? new ShownError(result.message, false) : new Error(result.message);
  // Stripe took the payment; paying again reuses this intent, which Stripe reports as already succeeded.
  const synced = await syncPayment(pi.paymentId).catch(() => null);
  if (synced?.status !== 'succeeded') throw new ShownError(NOT_YET_CONFIRMED, true);
  return synced.tokens;
}

/**
 * A failure whose own message is shown: the provider refused the card (`charged` false), or the card was
 * accepted and the payment awaits confirmation (`charged` true: the message says so itself).
 */
class ShownError extends Error {
  constructor(
    message: string,
    readonly charged: boolean,
  ) {
    super(message);
  }
}

/** A refusal's own message, plus "Nothing was charged." when that is what it means. */
const chargedNote = (message: string, charged: boolean) =>
  charged || /nothing was charged/i.test(message) ? message : `${message} Nothing was charged.`;
