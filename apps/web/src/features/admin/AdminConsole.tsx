import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '../../lib/api';
import { Alert } from '../../lib/Alert';
import { PageMeta } from '../../lib/PageMeta';
import { withQueries } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { adminKeys, fetchOperator, keepSessionFresh } from './api';
import { AuditPage } from './AuditPage';
import { CustomersPage } from './CustomersPage';
import { InboxPage } from './InboxPage';
import './admin.css';

// The dashboard's charts are a chunk of their own, loaded when an operator opens it.
const DashboardPage = lazy(() => import('./DashboardPage'));

const SCREENS = [
  { path: 'customers', label: 'Customers' },
  { path: 'inbox', label: 'Inbox' },
  { path: 'audit', label: 'Audit log' },
  { path: 'dashboard', label: 'Dashboard' },
];

export interface AdminConsoleProps {
  /** The site's own not-found page: what anyone who is not an operator sees here. */
  NotFound: ComponentType;
  /** Refreshes the session when its access token has expired (see keepSessionFresh). */
  refreshSession: () => Promise<unknown>;
}

/**
 * /admin: the operator console. Only the server knows who is an operator (ADMIN_EMAILS): the console asks
 * /api/admin/me and shows the site's not-found page to anyone it does not answer for.
 */
function AdminConsole({ NotFound, refreshSession }: AdminConsoleProps) {
  keepSessionFresh(refreshSession);
  const session = useSession();
  const operator = useQuery({
    queryKey: adminKeys.operator,
    queryFn: fetchOperator,
    enabled: session.status === 'signed-in',
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1,
  });
  const notFound = (
    <>
      <PageMeta title="Page not found" />
      <NotFound />
    </>
  );
  if (session.status === 'signed-out') return notFound;
  if (session.status === 'loading' || operator.isPending) {
    return (
      <div className="page page--loading" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  if (operator.isError) {
    if (operator.error instanceof ApiError && operator.error.status === 404) return notFound;
    if (operator.error instanceof ApiError && operator.error.status === 403)
      return <SecondFactorNeeded error={operator.error} />;
    return (
      <section className="page">
        <Alert kind="error">{operator.error.message}</Alert>
      </section>
    );
  }
  return <ConsoleLayout email={operator.data.email} />;
}

/**
 * Operators must have multi-factor sign-in on, and have passed it in this session: the server answers 403
 * with what is missing.
 */
function SecondFactorNeeded({ error }: { error: ApiError }) {
  const notSetUp = error.body.reason === 'operator-mfa-required';
  return (
    <section className="page page--narrow">
      <PageMeta title="Console" />
      <div className="form-panel stack">
        <h1>Multi-factor sign-in needed</h1>
        <p>
          {notSetUp
            ? error.message
            : 'This session has not passed multi-factor sign-in. Sign out, then sign in again with your second factor.'}
        </p>
        <Link className="button" to="/account">
          Go to your account
        </Link>
      </div>
    </section>
  );
}

function ConsoleLayout({ email }: { email: string }) {
  // Moving between screens moves focus to the new screen's heading, so a screen reader announces where
  // the operator is (the page itself does not reload). Not on arrival: focus then starts at the top.
  const { pathname } = useLocation();
  const arrived = useRef(pathname);
  useEffect(() => {
    if (pathname !== arrived.current) document.getElementById(SCREEN_HEADING)?.focus();
  }, [pathname]);
  return (
    <div className="page admin">
      <header className="admin__header">
        <p className="admin__title">Operator console</p>
        <p className="admin__who">
          Signed in as <strong>{email}</strong>
        </p>
      </header>
      <nav className="admin__nav" aria-label="Console">
        <ul>
          {SCREENS.map((s) => (
            <li key={s.path}>
              <NavLink to={`/admin/${s.path}`} className="admin__nav-link">
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<Navigate to="customers" replace />} />
        <Route path="customers" element={<Screen title="Customers" Page={CustomersPage} />} />
        <Route path="inbox" element={<Screen title="Inbox" Page={InboxPage} />} />
        <Route path="audit" element={<Screen title="Audit log" Page={AuditPage} />} />
        <Route path="dashboard" element={<Screen title="Dashboard" Page={DashboardPage} />} />
        <Route path="*" element={<Navigate to="customers" replace />} />
      </Routes>
    </div>
  );
}

const SCREEN_HEADING = 'admin-screen-title';

/** One console screen under its heading. */
function Screen({ title, Page }: { title: string; Page: ComponentType }) {
  return (
    <section className="admin__screen" aria-labelledby={SCREEN_HEADING}>
      <PageMeta title={`${title} · Console`} />
      <h1 id={SCREEN_HEADING} tabIndex={-1}>
        {title}
      </h1>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Page />
      </Suspense>
    </section>
  );
}

export default withQueries(AdminConsole);
