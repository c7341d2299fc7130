import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A reading's page: the way back, the title and its lead, then the form. */
export function ReadingPage({
  back,
  title,
  lead,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section className="page page--narrow">
      <Link className="back-link" to={back.to}>
        {`← ${back.label}`}
      </Link>
      <header className="page__header">
        <h1>{title}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      {children}
    </section>
  );
}
