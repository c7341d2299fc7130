/** The buy-tokens modal (packages, card form, pay). Implemented by the tokens feature. */
export interface BuyTokensModalProps {
  onClose: () => void;
  onPurchased: () => void;
}

export default function BuyTokensModal({ onClose }: BuyTokensModalProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Buy tokens">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
