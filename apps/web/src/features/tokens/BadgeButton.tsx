/** The badge itself: a count that opens the buy-tokens modal. */
export function BadgeButton({ count, label, onClick }: { count: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="token-badge" aria-label={label} onClick={onClick} data-testid="token-badge">
      <span aria-hidden="true">✦</span> <span className="token-badge__count">{count}</span>
    </button>
  );
}
