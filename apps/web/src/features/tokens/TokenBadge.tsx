import { lazy, Suspense } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { BadgeButton } from './BadgeButton';
import './tokens.css';

// The balance (and the query library behind it) loads only for signed-in readers.
const BalanceBadge = lazy(() => import('./BalanceBadge'));

/**
 * A signed-in reader's token balance in the top bar, opening the buy-tokens modal. A signed-out visitor has no
 * badge (the top bar shows none): buying tokens starts from signing in.
 */
export function TokenBadge({ userId }: { userId: string }) {
  const { openBuyTokens } = useDialogs();
  const open = () => openBuyTokens();
  const loading = (
    <span className="token-badge-group">
      <BadgeButton count="…" label="Loading token balance. Buy tokens" onClick={open} />
    </span>
  );
  return (
    <Suspense fallback={loading}>
      <BalanceBadge userId={userId} onOpen={open} />
    </Suspense>
  );
}
