import { Link } from 'react-router';
import { moneyFor, usePricing, useTokenPackages } from '../../lib/pricing';
import { withQueries } from '../../lib/query-client';

/**
 * Closes a free simple report: what the full report and a question add that this one does not, and
 * what they cost in tokens and money. Information, not pressure.
 */
function NextSteps() {
  const pricing = usePricing();
  const packages = useTokenPackages();
  const price = (tokens: number | undefined) => {
    if (tokens === undefined) return '';
    const money = moneyFor(packages.data, tokens);
    return ` ${tokens} tokens${money ? ` (≈ ${money})` : ''}.`;
  };
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">If you want to go further</h2>
      <p>This report is yours to keep. Two readings go beyond it, whenever you wish:</p>
      <ul>
        <li>
          <Link to="/comprehensive-report">The comprehensive report</Link> adds your name in Hebrew letters, letter by
          letter; your numbers on the Tree of Life explained; karmic debts and lessons; the great cycles of your life
          (pinnacles and challenges); your year, month and day; and how every number was worked out.
          {price(pricing?.comprehensiveReport)}
        </li>
        <li>
          <Link to="/ask-question">A question</Link> answers one thing you are weighing (work, love, a decision) from
          your own numbers and the year you are in.
          {price(pricing?.question)}
        </li>
      </ul>
      <p className="next-steps__note">No subscription; tokens never expire.</p>
    </section>
  );
}

export default withQueries(NextSteps);
