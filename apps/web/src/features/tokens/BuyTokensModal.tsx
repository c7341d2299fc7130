import type { TokenPackage, TokenPackagesResponse } from '@app/contracts/tokens';
import { EXACT_PACKAGE_ID, exactPrice } from '@app/contracts/tokens';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePricing, useTokenPackages } from '../../lib/pricing';
import { type CardUse, fetchPaymentsConfig } from './api';
import { Checkout } from './Checkout';
import { PackageChoice } from './PackageChoice';
import { usePurchase } from './use-purchase';
import { useSavedCards } from './use-saved-cards';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import './tokens.css';
import { withQueries } from '../../lib/query-client';

export interface BuyTokensModalProps {
  onClose: () => void;
  onPurchased: () => void;
  /** Tokens a reading still lacks: offered first, as an exact purchase. */
  need?: number | undefined;
}

const RECEIPT_MS = 1200;

/**
 * The buy-tokens modal: pick a package (each says what it buys in readings), see the charge, pay by card,
 * get a receipt. The card form comes into view when a package is picked; a refusal is shown right under
 * the Pay button and takes the focus. A card saved at an earlier purchase (with the buyer's consent, ADR 0407)
 * is offered first: one tap on Pay.
 */
function BuyTokensModal({ onClose, onPurchased, need }: BuyTokensModalProps) {
  const packages = useTokenPackages();
  const pricing = usePricing();
  const config = useQuery({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    staleTime: 300_000,
  });
  const saved = useSavedCards();
  const exact = useMemo(() => exactOffer(packages.data, need), [packages.data, need]);
  const [picked, setChosen] = useState<TokenPackage | null>(null);
  // Until the reader picks, the exact offer (when there is one) is the choice: one tap less to pay.
  const chosen = picked ?? exact?.pkg ?? null;
  // A card just saved is offered next time.
  const purchase = usePurchase(chosen, (card: CardUse) => {
    if ('saveCard' in card && card.saveCard) saved.refresh();
  });
  const { busy, error, receipt } = purchase;
  const ref = useRef<HTMLDivElement>(null);
  const checkout = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();

  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);
  useDialogFocus(ref, close, 'container');
  useSheetEffects({ chosen, checkout, error, errorRef, receipt, onPurchased });

  const choose = (pkg: TokenPackage) => {
    if (busy || receipt) return;
    setChosen(pkg);
    purchase.setError('');
  };

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
        <SheetHead titleId={titleId} busy={busy} onClose={close} testMode={config.data?.mode === 'test'} />
        <PackageChoice
          packages={packages}
          pricing={pricing}
          exact={exact}
          chosen={chosen}
          busy={busy}
          onChoose={choose}
        />
        {chosen && !receipt && (
          <Checkout
            ref={checkout}
            errorRef={errorRef}
            pkg={chosen}
            currency={packages.data?.currency ?? 'usd'}
            config={config}
            purchase={purchase}
            saved={saved}
          />
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

function SheetHead(props: { titleId: string; busy: boolean; onClose: () => void; testMode: boolean }) {
  return (
    <>
      <div className="buy-tokens__head">
        <h2 id={props.titleId}>Buy tokens</h2>
        <button
          type="button"
          className="buy-tokens__close"
          aria-label="Close"
          onClick={props.onClose}
          disabled={props.busy}
        >
          ×
        </button>
      </div>
      {props.testMode && (
        <p className="buy-tokens__mode" role="note">
          Test mode — no real payment is taken and no money moves.
        </p>
      )}
    </>
  );
}

/** The checkout scrolls into view when a package is picked, a refusal takes the focus, the receipt closes the sheet. */
function useSheetEffects(sheet: {
  chosen: TokenPackage | null;
  checkout: React.RefObject<HTMLDivElement | null>;
  error: string;
  errorRef: React.RefObject<HTMLParagraphElement | null>;
  receipt: string;
  onPurchased: () => void;
}) {
  const { chosen, checkout, error, errorRef, receipt, onPurchased } = sheet;
  useEffect(() => {
    if (chosen) checkout.current?.scrollIntoView({ block: 'nearest', behavior: motion() });
  }, [chosen, checkout]);

  useEffect(() => {
    if (!error || !errorRef.current) return;
    errorRef.current.focus({ preventScroll: true });
    errorRef.current.scrollIntoView({ block: 'nearest', behavior: motion() });
  }, [error, errorRef]);

  useEffect(() => {
    if (!receipt) return;
    const t = setTimeout(onPurchased, RECEIPT_MS);
    return () => clearTimeout(t);
  }, [receipt, onPurchased]);
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

export default withQueries(BuyTokensModal);
