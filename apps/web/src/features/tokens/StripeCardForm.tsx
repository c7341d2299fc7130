import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type CardResult, cardResult, stripeFor } from './stripe-js';

/** What the modal needs from the card form: confirm the intent with the card typed in. */
export type ConfirmCard = (clientSecret: string) => Promise<CardResult>;

const FAILURE = 'Payment failed. Please try again.';
const CARD_OPTIONS = { hidePostalCode: true } as const;

interface Props {
  publishableKey: string;
  payLabel: string;
  busy: boolean;
  onPay: (confirm: ConfirmCard) => void;
  /** Shown above the Pay button: the consent to save the card. */
  extra?: ReactNode;
}

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/**
 * Stripe Elements card field; this module (and Stripe.js) loads only when the modal opens in Stripe mode.
 * Stripe.js is awaited here rather than handed to <Elements> as a promise, so that a blocked or failed
 * load shows an error with Retry instead of an endless "Loading" and an unhandled rejection.
 */
export default function StripeCardForm(props: Props) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    stripeFor(props.publishableKey).then(
      (stripe) => live && setLoaded(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [props.publishableKey, attempt]);

  if (loaded.state === 'loading') return <p className="card-form__loading">Loading the secure card form…</p>;
  if (loaded.state === 'failed') {
    return (
      <p className="alert alert--error" role="alert">
        We couldn’t load the secure card form. Check your connection and try again.{' '}
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            setLoaded({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </button>
      </p>
    );
  }
  return (
    <Elements stripe={loaded.stripe}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ payLabel, busy, onPay, extra }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    onPay(async (clientSecret) => {
      const card = elements.getElement(CardElement);
      if (!card) return { ok: false, message: FAILURE, cardError: false };
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      return cardResult(error, paymentIntent);
    });
  };

  return (
    <form className="card-form" onSubmit={submit}>
      <label>
        Card
        <div className="card-form__stripe">
          <CardElement options={CARD_OPTIONS} onChange={(e) => setComplete(e.complete)} />
        </div>
      </label>
      {extra}
      <button
        type="submit"
        className="button button--primary card-form__pay"
        disabled={busy || !stripe || !elements || !complete}
      >
        {busy ? 'Processing payment…' : payLabel}
      </button>
    </form>
  );
}
