import { withQueries } from '../../lib/query-client';
import { useTokenBalance } from '../../lib/use-token-balance';
import { BadgeButton } from './BadgeButton';

/** The signed-in badge: the balance from GET /get-tokens/, with a retry when it cannot be loaded. */
function BalanceBadge({ userId, onOpen }: { userId: string; onOpen: () => void }) {
  const balance = useTokenBalance(userId);

  let count = '…';
  let label = 'Loading token balance. Buy tokens';
  if (balance.data) {
    count = balance.data.tokens.toLocaleString('en-US');
    label = `Token balance: ${count}. Buy tokens`;
  } else if (balance.isError) {
    count = '?';
    label = 'Token balance unavailable. Buy tokens';
  }

  return (
    <span className="token-badge-group">
      <BadgeButton count={count} label={label} onClick={onOpen} />
      {balance.isError && (
        <button
          type="button"
          className="token-badge__retry"
          onClick={() => void balance.refetch()}
          disabled={balance.isFetching}
        >
          {balance.isFetching ? 'Retrying…' : 'Couldn’t load tokens. Retry'}
        </button>
      )}
    </span>
  );
}

export default withQueries(BalanceBadge);
