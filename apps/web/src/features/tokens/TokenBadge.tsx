/** Token balance badge in the top bar; opens the buy-tokens modal. (Wired by the tokens feature.) */
export function TokenBadge() {
  return (
    <button type="button" className="token-badge" aria-label="Token balance">
      <span aria-hidden="true">✦</span> <span className="token-badge__count">–</span>
    </button>
  );
}
