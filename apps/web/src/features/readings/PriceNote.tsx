import { moneyFor, usePricing, useTokenPackages } from '../../lib/pricing';
import { withQueries } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useTokenBalance } from '../../lib/use-token-balance';

/**
 * "Costs 50 tokens (≈ $5.00) · you have 120" under a paid form: the server's price, its money at the
 * package this reader would buy, and their balance.
 */
function PriceNote({ kind }: { kind: 'comprehensiveReport' | 'question' | 'compatibility' }) {
  const pricing = usePricing();
  const packages = useTokenPackages();
  const session = useSession();
  const balance = useTokenBalance(session.status === 'signed-in' ? session.userId : undefined);
  if (!pricing) return <p className="reading-form__price">Paid with tokens</p>;
  const tokens = pricing[kind];
  const money = moneyFor(packages.data, tokens, balance.data?.tokens ?? 0);
  const have = balance.data ? ` · you have ${balance.data.tokens.toLocaleString('en-US')}` : '';
  return (
    <p className="reading-form__price" data-testid="price-note">
      {`Costs ${tokens} tokens${money ? ` (≈ ${money})` : ''}${have}`}
    </p>
  );
}

export default withQueries(PriceNote);
