import { withQueries } from '../../lib/query-client';
import { usePricing } from './pricing';

/** "Costs 50 tokens" under a paid form, from the server's prices. */
function PriceNote({ kind }: { kind: 'comprehensiveReport' | 'question' }) {
  const pricing = usePricing();
  return <p className="reading-form__price">{pricing ? `Costs ${pricing[kind]} tokens` : 'Paid with tokens'}</p>;
}

export default withQueries(PriceNote);
