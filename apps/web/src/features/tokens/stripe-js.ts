import { loadStripe, type PaymentIntent, type Stripe, type StripeError } from '@stripe/stripe-js';

/** Loaded only when a card is paid in Stripe mode (the card form, or a saved card's Pay). */

/** How a confirmation with Stripe ended, for the sheet. */
export type CardResult = { ok: true } | { ok: false; message: string; cardError: boolean };

const FAILURE = 'Payment failed. Please try again.';

const stripePromises = new Map<string, Promise<Stripe | null>>();
/** One Stripe instance per key; a failed load is forgotten so that Retry loads Stripe.js again. */
export const stripeFor = (key: string) => {
  let promise = stripePromises.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripePromises.set(key, promise);
    promise.catch(() => stripePromises.delete(key));
  }
  return promise;
};

/** Stripe.js's answer to confirmCardPayment, as the sheet needs it. */
export function cardResult(error: StripeError | undefined, paymentIntent: PaymentIntent | undefined): CardResult {
  if (error) {
    // Already charged by an earlier attempt whose confirmation never reached our server: sync it now.
    if (error.payment_intent?.status === 'succeeded') return { ok: true };
    const cardError = error.type === 'card_error' || error.type === 'validation_error';
    return { ok: false, message: error.message ?? FAILURE, cardError };
  }
  return paymentIntent?.status === 'succeeded' ? { ok: true } : { ok: false, message: FAILURE, cardError: false };
}

/**
 * Pays the intent with a saved card of the buyer's. confirmCardPayment also runs any authentication the bank asks
 * for (3-D Secure) in Stripe's own frame, exactly as with a card typed in.
 */
export async function confirmWithSavedCard(
  publishableKey: string,
  clientSecret: string,
  paymentMethodId: string,
): Promise<CardResult> {
  const stripe = await stripeFor(publishableKey).catch(() => null);
  // Stripe.js did not load: the card was never sent.
  if (!stripe)
    return { ok: false, message: 'We couldn’t reach Stripe. Check your connection and try again.', cardError: true };
  const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
  return cardResult(error, paymentIntent);
}
