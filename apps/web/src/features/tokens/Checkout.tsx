import type { PaymentsConfigResponse, TokenPackage } from '@app/contracts/tokens';
import { formatPrice } from '@app/contracts/tokens';
import { lazy, type Ref, Suspense, useState } from 'react';
import { confirmTestPayment } from './api';
import { SaveCardConsent, SavedCardPay } from './SavedCardPay';
import type { ConfirmCard } from './StripeCardForm';
import { TestCardForm, type TestCard } from './TestCardForm';
import { NOTHING_CHARGED, settleWithStripe, type usePurchase } from './use-purchase';
import type { SavedCards } from './use-saved-cards';

// Stripe.js and Elements load only when a card is typed in Stripe mode.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

interface Props {
  pkg: TokenPackage;
  currency: string;
  config: { data?: PaymentsConfigResponse | undefined; isError: boolean };
  purchase: ReturnType<typeof usePurchase>;
  saved: SavedCards;
  ref: Ref<HTMLDivElement>;
  errorRef: Ref<HTMLParagraphElement>;
}

/** The charge, then how to pay it: the saved card in one tap, or a card typed in (saved if the buyer says so). */
export function Checkout({ pkg, currency, config, purchase, saved, ref, errorRef }: Props) {
  return (
    <div ref={ref} className="buy-tokens__checkout">
      <p className="buy-tokens__summary" aria-live="polite">
        You will be charged <strong>{formatPrice(pkg.amount, currency)}</strong> for{' '}
        <strong>{pkg.tokens.toLocaleString('en-US')} tokens</strong> ({pkg.label}).
      </p>
      {config.isError && <p className="alert alert--error">{NOTHING_CHARGED}</p>}
      {config.data && saved.pending && <p>Loading your saved cards…</p>}
      {config.data && !saved.pending && (
        <PaymentArea config={config.data} purchase={purchase} saved={saved} payLabel={payLabelOf(pkg, currency)} />
      )}
      {saved.removed === 'removed' && (
        <p className="buy-tokens__removed" role="status">
          Card removed. It will not be offered again.
        </p>
      )}
      {saved.removed === 'failed' && (
        <p className="alert alert--error" role="alert">
          We couldn’t remove the card. Please try again.
        </p>
      )}
      {purchase.error && (
        <p ref={errorRef} className="alert alert--error buy-tokens__error" role="alert" tabIndex={-1}>
          {purchase.error}
        </p>
      )}
    </div>
  );
}

const payLabelOf = (pkg: TokenPackage, currency: string) => `Pay ${formatPrice(pkg.amount, currency)}`;

function PaymentArea(props: {
  config: PaymentsConfigResponse;
  purchase: ReturnType<typeof usePurchase>;
  saved: SavedCards;
  payLabel: string;
}) {
  const { config, purchase, saved, payLabel } = props;
  // The consent to keep the card: unticked until the buyer ticks it.
  const [saveCard, setSaveCard] = useState(false);
  const testMode = config.mode === 'test';
  const busy = purchase.busy;
  const switchTo = (other: boolean) => {
    saved.setOtherCard(other);
    purchase.setError('');
  };

  if (saved.chosen) {
    const paymentMethodId = saved.chosen.id;
    const payWithSavedCard = () =>
      purchase.pay({ paymentMethodId }, async (pi) => {
        if (testMode) return (await confirmTestPayment(pi.paymentId, { savedCard: true })).tokens;
        if (!config.publishableKey) throw new Error('Stripe is not configured');
        const { confirmWithSavedCard } = await import('./stripe-js');
        return settleWithStripe(
          pi,
          await confirmWithSavedCard(config.publishableKey, pi.clientSecret, paymentMethodId),
        );
      });
    return (
      <SavedCardPay
        cards={saved.cards}
        chosenId={paymentMethodId}
        onChoose={saved.choose}
        payLabel={payLabel}
        busy={busy}
        testMode={testMode}
        onPay={payWithSavedCard}
        onRemove={(card) => saved.remove(card.id)}
        removingId={saved.removing}
        onUseAnother={() => switchTo(true)}
      />
    );
  }

  const consent = <SaveCardConsent checked={saveCard} onChange={setSaveCard} testMode={testMode} disabled={busy} />;
  const payWithTestCard = (card: TestCard) =>
    purchase.pay({ saveCard }, async (pi) => (await confirmTestPayment(pi.paymentId, { card })).tokens);
  const payWithStripe = (confirmCard: ConfirmCard) =>
    purchase.pay({ saveCard }, async (pi) => settleWithStripe(pi, await confirmCard(pi.clientSecret)));
  return (
    <>
      {testMode && <TestCardForm payLabel={payLabel} busy={busy} onPay={payWithTestCard} extra={consent} />}
      {config.mode === 'stripe' && config.publishableKey && (
        <Suspense fallback={<p>Loading the secure card form…</p>}>
          <StripeCardForm
            publishableKey={config.publishableKey}
            payLabel={payLabel}
            busy={busy}
            onPay={payWithStripe}
            extra={consent}
          />
        </Suspense>
      )}
      {saved.otherCard && saved.cards.length > 0 && (
        <button
          type="button"
          className="button button--ghost saved-cards__other"
          onClick={() => switchTo(false)}
          disabled={busy}
        >
          Pay with your saved card
        </button>
      )}
    </>
  );
}
