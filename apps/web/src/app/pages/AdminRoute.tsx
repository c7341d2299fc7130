import { useEffect, useState } from 'react';
import AdminConsole from '../../features/admin/AdminConsole';
import { PageMeta } from '../../lib/PageMeta';
import NotFoundPage from '../NotFoundPage';

/**
 * The server sends the console's pages to operators only; anyone else gets the prerendered not-found
 * page (status 404), which the browser then hydrates here. Read before hydration, so that page is kept.
 */
let servedAsNotFound = typeof document !== 'undefined' && document.querySelector('#root .not-found') !== null;

// The SDK is running by then: the console calls the API only once the session reads as signed in.
const refreshSession = () => import('../../features/auth/sdk').then((sdk) => sdk.readSession());

/** '/admin/*' composed at app level: the console, with the site's not-found page for everyone else. */
export default function AdminRoute() {
  const [notFound] = useState(servedAsNotFound);
  useEffect(() => {
    servedAsNotFound = false;
  }, []);
  if (notFound) {
    return (
      <>
        <PageMeta title="Page not found" />
        <NotFoundPage />
      </>
    );
  }
  return <AdminConsole NotFound={NotFoundPage} refreshSession={refreshSession} />;
}
