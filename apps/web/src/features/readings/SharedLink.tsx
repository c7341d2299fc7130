/** A reading's share link, selectable, with what it shows and a way to stop it. */
export function SharedLink({ url, busy, onStop }: { url: string; busy: boolean; onStop: () => void }) {
  return (
    <div className="keep-share__link">
      <label>
        <span className="field__hint">
          Anyone with this link sees your numbers and a summary, never your name or date of birth.
        </span>
        <input type="text" readOnly value={url} onFocus={(e) => e.target.select()} data-testid="share-url" />
      </label>
      <button type="button" className="button button--ghost button--small" disabled={busy} onClick={onStop}>
        Stop sharing
      </button>
    </div>
  );
}

/** How the last share action went, announced. */
export function ShareStatus({ status }: { status: string }) {
  return (
    <span role="status" className="field__hint">
      {status}
    </span>
  );
}
