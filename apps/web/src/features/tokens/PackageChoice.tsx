import type { Pricing } from '@app/contracts/readings';
import { EXACT_PACKAGE_ID, formatPrice, type TokenPackage } from '@app/contracts/tokens';
import { type useTokenPackages, whatTokensBuy } from '../../lib/pricing';

interface Props {
  packages: ReturnType<typeof useTokenPackages>;
  pricing: Pricing | undefined;
  /** The exact purchase for the reading in front of the reader, when there is one (ADR 0631). */
  exact: { need: number; pkg: TokenPackage } | undefined;
  chosen: TokenPackage | null;
  busy: boolean;
  onChoose: (pkg: TokenPackage) => void;
}

/** The packages loading (with Retry), then the exact offer (first, as wide as the sheet), then the four packages, each saying what it buys in readings. */
export function PackageChoice({ packages, pricing, exact, chosen, busy, onChoose }: Props) {
  if (packages.isPending) return <p>Loading packages…</p>;
  if (packages.isError) {
    return (
      <p className="alert alert--error">
        We couldn’t load the token packages.{' '}
        <button type="button" className="button button--small button--ghost" onClick={() => void packages.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const catalogue = packages.data;
  const currency = catalogue.currency;
  return (
    <>
      {exact && (
        <div className="buy-tokens__exact">
          <button
            type="button"
            className={`package${chosen?.id === EXACT_PACKAGE_ID ? ' package--chosen' : ''}`}
            aria-pressed={chosen?.id === EXACT_PACKAGE_ID}
            onClick={() => onChoose(exact.pkg)}
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
      <ul className="packages" aria-label="Token packages">
        {catalogue.packages.map((pkg) => (
          <li key={pkg.id}>
            <button
              type="button"
              className={`package${chosen?.id === pkg.id ? ' package--chosen' : ''}`}
              aria-pressed={chosen?.id === pkg.id}
              onClick={() => onChoose(pkg)}
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
      <p className="buy-tokens__terms">No subscription; tokens never expire.</p>
    </>
  );
}
