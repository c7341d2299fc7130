import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';

/** What the modal needs from the card form: confirm the intent with the card typed in. */
export type ConfirmCard = (clientSecret: string) => Promise<{ ok: true } | { ok: false; message: string; cardError: boolean }>;

const stripePromises = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripePromises.has(key)) stripePromises.set(key, loadStripe(key));
  return stripePromises.get(key)!;
};

interface Props {
  publishableKey: string;
  payLabel: string;
  busy: boolean;
  onPay: (confirm: ConfirmCard) => void;
}

/** Stripe Elements card field; this module (and Stripe.js) loads only when the modal opens in Stripe mode. */
export default function StripeCardForm(props: Props) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ payLabel, busy, onPay }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    onPay(async (clientSecret) => {
      const card = elements.getElement(CardElement);
      if (!card) return { ok: false, message: 'Payment failed. Please try again.', cardError: false };
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (error) {
        const cardError = error.type === 'card_error' || error.type === 'validation_error';
        return { ok: false, message: error.message ?? 'Payment failed. Please try again.', cardError };
      }
      return paymentIntent?.status === 'succeeded'
        ? { ok: true }
        : { ok: false, message: 'Payment failed. Please try again.', cardError: false };
    });
  };

  return (
    <form className="card-form" onSubmit={submit}>
      <label>
        Card
        <div className="card-form__stripe">
          <CardElement options={{ hidePostalCode: true }} onChange={(e) => setComplete(e.complete)} />
        </div>
      </label>
      {!stripe && <p className="card-form__loading">Loading the secure card form…</p>}
      <button type="submit" className="button button--primary card-form__pay" disabled={busy || !stripe || !elements || !complete}>
        {busy ? 'Processing payment…' : payLabel}
      </button>
    </form>
  );
}
