import { useQuery } from '@tanstack/react-query';
import { useDialogs } from '../../lib/dialogs';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { fetchBalance } from './api';
import './tokens.css';

/** Token balance badge in the top bar; opens the buy-tokens modal (sign-in first when signed out). */
export function TokenBadge() {
  const session = useSession();
  const dialogs = useDialogs();
  const userId = session.status === 'signed-in' ? session.userId : undefined;
  const balance = useQuery({
    // Keyed by user so one account never sees another's cached balance; invalidating tokenBalance covers all.
    queryKey: [...queryKeys.tokenBalance, userId],
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: userId !== undefined,
  });

  const open = () => {
    if (session.status === 'signed-in') dialogs.openBuyTokens();
    else dialogs.openSignIn(() => dialogs.openBuyTokens());
  };

  let count = '–';
  let label = 'Buy tokens';
  if (userId !== undefined) {
    if (balance.data) {
      count = balance.data.tokens.toLocaleString('en-US');
      label = `Token balance: ${count}. Buy tokens`;
    } else if (balance.isError) {
      count = '?';
      label = 'Token balance unavailable. Buy tokens';
    } else {
      count = '…';
      label = 'Loading token balance. Buy tokens';
    }
  }

  return (
    <span className="token-badge-group">
      <button type="button" className="token-badge" aria-label={label} onClick={open} data-testid="token-badge">
        <span aria-hidden="true">✦</span> <span className="token-badge__count">{count}</span>
      </button>
      {userId !== undefined && balance.isError && (
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
