import { useId, useRef } from 'react';
import { moneyFor, useTokenPackages } from '../../lib/pricing';
import { withQueries } from '../../lib/query-client';
import { useDialogFocus } from '../../lib/use-dialog-focus';

/**
 * Shown on 402: what the reading costs (in tokens and in money, at the package the reader would buy), what
 * the reader has, and a way to buy tokens.
 */
function InsufficientTokensDialog({
  required,
  balance,
  onRecharge,
  onClose,
}: {
  required: number;
  balance: number;
  onRecharge: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const rechargeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, onClose, rechargeRef);
  const money = moneyFor(useTokenPackages().data, required, balance);
  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="dialog stack" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Insufficient Tokens</h2>
        <p>
          This reading costs <strong>{required} tokens</strong>
          {money && ` (≈ ${money})`}. Your balance is <strong>{balance} tokens</strong>, so you need{' '}
          {Math.max(0, required - balance)} more.
        </p>
        <div className="actions">
          <button ref={rechargeRef} type="button" className="button" onClick={onRecharge}>
            Buy tokens
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

export default withQueries(InsufficientTokensDialog);
