import { withQueries } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useTokenBalance } from '../../lib/use-token-balance';
import { usePricing } from './pricing';

/** "Costs 50 tokens · you have 120" under a paid form, from the server's prices and the reader's balance. */
function PriceNote({ kind }: { kind: 'comprehensiveReport' | 'question' | 'compatibility' }) {
  const pricing = usePricing();
  const session = useSession();
  const balance = useTokenBalance(session.status === 'signed-in' ? session.userId : undefined);
  if (!pricing) return <p className="reading-form__price">Paid with tokens</p>;
  const have = balance.data ? ` · you have ${balance.data.tokens.toLocaleString('en-US')}` : '';
  return <p className="reading-form__price">{`Costs ${pricing[kind]} tokens${have}`}</p>;
}

export default withQueries(PriceNote);
