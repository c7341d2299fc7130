import { usePricing, useTokenPackages } from '../../lib/pricing';
import { withQueries } from '../../lib/query-client';
import { packsSentence, pricesSentence } from './token-prices';

/**
 * The FAQ's answer about tokens, priced from the server's catalogue. The prerendered page holds the general
 * line (the prices are configuration, not known at build time); the figures replace it once they load.
 */
function TokensAnswer() {
  const pricing = usePricing();
  const packages = useTokenPackages();
  return (
    <>
      <p>
        {`Tokens are the site’s currency for paid readings. ${pricesSentence(pricing)} The price is always shown before you spend.`}
      </p>
      <p>{`${packsSentence(packages.data)} Tokens do not expire and nothing renews automatically.`}</p>
    </>
  );
}

export default withQueries(TokensAnswer);
