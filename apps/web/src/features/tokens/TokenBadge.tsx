import { lazy, Suspense } from 'react';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { BadgeButton } from './BadgeButton';
import './tokens.css';

// The balance (and the query library behind it) loads only for signed-in readers.
const BalanceBadge = lazy(() => import('./BalanceBadge'));

/** Token balance badge in the top bar; opens the buy-tokens modal (sign-in first when signed out). */
export function TokenBadge() {
  const session = useSession();
  const dialogs = useDialogs();
  const open = () => {
    if (session.status === 'signed-in') dialogs.openBuyTokens();
    else dialogs.openSignIn(() => dialogs.openBuyTokens());
  };

  if (session.status !== 'signed-in') {
    return (
      <span className="token-badge-group">
        <BadgeButton count="–" label="Buy tokens" onClick={open} />
      </span>
    );
  }
  const loading = (
    <span className="token-badge-group">
      <BadgeButton count="…" label="Loading token balance. Buy tokens" onClick={open} />
    </span>
  );
  return (
    <Suspense fallback={loading}>
      <BalanceBadge userId={session.userId} onOpen={open} />
    </Suspense>
  );
}
