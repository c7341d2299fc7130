import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens, reachable by keyboard, named by its caption. */
export function TableRegion({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    <div className="admin__table" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
