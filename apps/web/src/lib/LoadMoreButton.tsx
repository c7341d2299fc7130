import type { ReactNode } from 'react';

/** "Show older …" under a paged list: disabled and saying so while the next page loads. */
export function LoadMoreButton({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="button button--ghost" disabled={loading} onClick={onClick}>
      {loading ? 'Loading…' : children}
    </button>
  );
}
