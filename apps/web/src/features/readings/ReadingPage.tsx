import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A reading's page: the way back, the title and its lead, then the form. `leadClassName` lets a page reserve its
 * lead's height where the web font and its stand-in wrap it differently (compatibility.css).
 */
export function ReadingPage({
  back,
  title,
  lead,
  leadClassName,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  lead: string;
  leadClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className="page page--narrow">
      <Link className="back-link" to={back.to}>
        {`← ${back.label}`}
      </Link>
      <header className="page__header">
        <h1>{title}</h1>
        <p className={leadClassName ? `page__lead ${leadClassName}` : 'page__lead'}>{lead}</p>
      </header>
      {children}
    </section>
  );
}
