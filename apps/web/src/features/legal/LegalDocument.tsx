import type { ReactNode } from 'react';

const LAST_UPDATED = 'December 13, 2024';

/** A legal text on a parchment page with its title and "last updated" line. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page page--narrow">
      <div className="parchment legal">
        <div className="prose">
          <h1>{title}</h1>
          <p className="legal__updated">Last updated: {LAST_UPDATED}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
