import type { CreatePaymentIntentResponse, TokenPackage, TokenPackagesResponse } from '@app/contracts/tokens';
import { EXACT_PACKAGE_ID, exactPrice, formatPrice } from '@app/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { usePricing, useTokenPackages, whatTokensBuy } from '../../lib/pricing';
import { confirmTestPayment, createPaymentIntent, fetchPaymentsConfig, syncPayment } from './api';
import type { ConfirmCard } from './StripeCardForm';
import { type TestCard, TestCardForm } from './TestCardForm';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import './tokens.css';
import { withQueries } from '../../lib/query-client';

// Stripe.js and Elements load only when the modal opens in Stripe mode.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

export interface BuyTokensModalProps {
  onClose: () => void;
  onPurchased: () => void;
  /** Tokens a reading still lacks: offered first, as an exact purchase. */
  need?: number | undefined;
}

// Every failure says whether money was taken (issue #22): certain only before the card was sent.
const NOTHING_CHARGED = 'Payment failed before your card was used: nothing was charged. Please try again.';
const OFFLINE_NOTHING_CHARGED = 'You seem to be offline. Nothing was charged; try again when you are back online.';
const NOT_CONFIRMED =
  'We could not confirm the payment. If it went through, the tokens appear in your balance and your tokens history (Account); press Pay again to check: you won’t be charged twice.';
const NOT_YET_CONFIRMED =
  'Your card was accepted, but we couldn’t confirm the payment yet. Press Pay again to finish; you won’t be charged twice.';
const RECEIPT_MS = 1200;

/**
 * The buy-tokens modal: pick a package (each says what it buys in readings), see the charge, pay by card,
 * get a receipt. The card form comes into view when a package is picked; a refusal is shown right under
 * the Pay button and takes the focus.
 */
function BuyTokensModal({ onClose, onPurchased, need }: BuyTokensModalProps) {
  const packages = useTokenPackages();
  const pricing = usePricing();
  const config = useQuery({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    staleTime: 300_000,
  });
  const exact = useMemo(() => exactOffer(packages.data, need), [packages.data, need]);
  const [picked, setChosen] = useState<TokenPackage | null>(null);
  // Until the reader picks, the exact offer (when there is one) is the choice: one tap less to pay.
  const chosen = picked ?? exact?.pkg ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [receipt, setReceipt] = useState('');
  // A refused card leaves the intent open: paying again for the same package reuses it.
  const intent = useRef<CreatePaymentIntentResponse | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const checkout = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const currency = packages.data?.currency ?? 'usd';

  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);
  useDialogFocus(ref, close, 'container');

  useEffect(() => {
    if (chosen) checkout.current?.scrollIntoView({ block: 'nearest', behavior: motion() });
  }, [chosen]);

  useEffect(() => {
    if (!error || !errorRef.current) return;
    errorRef.current.focus({ preventScroll: true });
    errorRef.current.scrollIntoView({ block: 'nearest', behavior: motion() });
  }, [error]);

  useEffect(() => {
    if (!receipt) return;
    const t = setTimeout(onPurchased, RECEIPT_MS);
    return () => clearTimeout(t);
  }, [receipt, onPurchased]);

  const choose = (pkg: TokenPackage) => {
    if (busy || receipt) return;
    setChosen(pkg);
    setError('');
  };

  const intentFor = async (pkg: TokenPackage) => {
    if (intent.current?.packageId !== pkg.id || intent.current.tokens !== pkg.tokens)
      intent.current = await createPaymentIntent(
        pkg.id === EXACT_PACKAGE_ID ? { tokens: pkg.tokens } : { packageId: pkg.id },
      );
    return intent.current;
  };

  const pay = async (confirm: (pi: CreatePaymentIntentResponse) => Promise<number>) => {
    if (!chosen || busy) return;
    setBusy(true);
    setError('');
    // Until the card is sent to be charged, a failure certainly charged nothing.
    let cardSent = false;
    try {
      const pi = await intentFor(chosen);
      cardSent = true;
      const balance = await confirm(pi);
      setReceipt(
        `Paid ${formatPrice(pi.amount, pi.currency)} for ${pi.tokens.toLocaleString('en-US')} tokens. Your balance is now ${balance.toLocaleString('en-US')} tokens.`,
      );
    } catch (e) {
      const refused = e instanceof ShownError || (e instanceof ApiError && [400, 402].includes(e.status));
      setError(
        refused
          ? chargedNote(e.message, e instanceof ShownError ? e.charged : false)
          : !cardSent
            ? navigator.onLine
              ? NOTHING_CHARGED
              : OFFLINE_NOTHING_CHARGED
            : NOT_CONFIRMED,
      );
    } finally {
      setBusy(false);
    }
  };

  const payWithTestCard = (card: TestCard) =>
    void pay(async (pi) => (await confirmTestPayment(pi.paymentId, card)).tokens);

  const payWithStripe = (confirmCard: ConfirmCard) =>
    void pay(async (pi) => {
      const result = await confirmCard(pi.clientSecret);
      if (!result.ok) throw result.cardError ? new ShownError(result.message, false) : new Error(result.message);
      // Stripe took the payment; paying again reuses this intent, which Stripe reports as already succeeded.
      const synced = await syncPayment(pi.paymentId).catch(() => null);
      if (synced?.status !== 'succeeded') throw new ShownError(NOT_YET_CONFIRMED, true);
      return synced.tokens;
    });

  const payLabel = chosen ? `Pay ${formatPrice(chosen.amount, currency)}` : 'Pay';

  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={ref}
        className="dialog buy-tokens"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="buy-tokens__head">
          <h2 id={titleId}>Buy tokens</h2>
          <button type="button" className="buy-tokens__close" aria-label="Close" onClick={close} disabled={busy}>
            ×
          </button>
        </div>
        {config.data?.mode === 'test' && (
          <p className="buy-tokens__mode" role="note">
            Test mode — no real payment is taken and no money moves.
          </p>
        )}

        {packages.isPending && <p>Loading packages…</p>}
        {packages.isError && (
          <p className="alert alert--error">
            We couldn’t load the token packages.{' '}
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => void packages.refetch()}
            >
              Retry
            </button>
          </p>
        )}
        {exact && (
          <div className="buy-tokens__exact">
            <button
              type="button"
              className={`package${chosen?.id === EXACT_PACKAGE_ID ? ' package--chosen' : ''}`}
              aria-pressed={chosen?.id === EXACT_PACKAGE_ID}
              onClick={() => choose(exact.pkg)}
              disabled={busy}
            >
              <span className="package__label">Just this reading</span>
              <span className="package__tokens">{exact.pkg.tokens.toLocaleString('en-US')} tokens</span>
              <span className="package__price">{formatPrice(exact.pkg.amount, currency)}</span>
            </button>
            <p className="buy-tokens__terms">
              {exact.pkg.tokens > exact.need
                ? `You need ${exact.need} more tokens. The smallest card payment we take is ${formatPrice(exact.pkg.amount, currency)} (card fees make smaller ones unfair), so you get ${exact.pkg.tokens}; the rest stays in your balance.`
                : `Exactly the ${exact.need} tokens you need, at the Starter Pack's rate. Or pick a package:`}
            </p>
          </div>
        )}
        {packages.data && (
          <ul className="packages" aria-label="Token packages">
            {packages.data.packages.map((pkg) => (
              <li key={pkg.id}>
                <button
                  type="button"
                  className={`package${chosen?.id === pkg.id ? ' package--chosen' : ''}`}
                  aria-pressed={chosen?.id === pkg.id}
                  onClick={() => choose(pkg)}
                  disabled={busy}
                >
                  {pkg.popular && <span className="package__badge">Most Popular</span>}
                  <span className="package__label">{pkg.label}</span>
                  <span className="package__tokens">{pkg.tokens.toLocaleString('en-US')} tokens</span>
                  <span className="package__price">{formatPrice(pkg.amount, currency)}</span>
                  {pricing && <span className="package__buys">{whatTokensBuy(pkg.tokens, pricing)}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {packages.data && <p className="buy-tokens__terms">No subscription; tokens never expire.</p>}

        {chosen && !receipt && (
          <div ref={checkout} className="buy-tokens__checkout">
            <p className="buy-tokens__summary" aria-live="polite">
              You will be charged <strong>{formatPrice(chosen.amount, currency)}</strong> for{' '}
              <strong>{chosen.tokens.toLocaleString('en-US')} tokens</strong> ({chosen.label}).
            </p>
            {config.isError && <p className="alert alert--error">{NOTHING_CHARGED}</p>}
            {config.data?.mode === 'test' && <TestCardForm payLabel={payLabel} busy={busy} onPay={payWithTestCard} />}
            {config.data?.mode === 'stripe' && config.data.publishableKey && (
              <Suspense fallback={<p>Loading the secure card form…</p>}>
                <StripeCardForm
                  publishableKey={config.data.publishableKey}
                  payLabel={payLabel}
                  busy={busy}
                  onPay={payWithStripe}
                />
              </Suspense>
            )}
            {error && (
              <p ref={errorRef} className="alert alert--error buy-tokens__error" role="alert" tabIndex={-1}>
                {error}
              </p>
            )}
          </div>
        )}
        {receipt && (
          <p className="alert alert--success" role="status">
            {receipt}
          </p>
        )}
      </div>
    </div>
  );
}

/** The exact purchase for `need` missing tokens, at least the minimum charge; none when a package is the way. */
function exactOffer(catalogue: TokenPackagesResponse | undefined, need: number | undefined) {
  if (!catalogue?.exact || !need || need <= 0 || need > catalogue.exact.maximumTokens) return undefined;
  const tokens = Math.max(need, catalogue.exact.minimumTokens);
  const pkg: TokenPackage = {
    id: EXACT_PACKAGE_ID,
    label: `${tokens} tokens`,
    tokens,
    amount: exactPrice(catalogue.packages, tokens),
    popular: false,
  };
  return { need, pkg };
}

const motion = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

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

export default withQueries(BuyTokensModal);
