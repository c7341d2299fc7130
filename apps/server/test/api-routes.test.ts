import { ADMIN_API_ROUTES, API_ROUTES } from '@app/contracts/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness';
import { routeTable } from './helpers/route-table';

/**
 * The server's /api paths are declared once, in contracts, and the web app calls them from there: a route
 * registered under /api with a path typed by hand (and so unknown to the web's client) fails here.
 */
describe('API routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  const declared = new Set<string>([
    ...Object.values(API_ROUTES),
    ...Object.entries(ADMIN_API_ROUTES).map(([name, path]) =>
      name === 'prefix' ? path : ADMIN_API_ROUTES.prefix + path,
    ),
  ]);
  /** Registered only when configured: the backup (embedded database with a data folder), Stripe's webhook. */
  const configured: string[] = [API_ROUTES.backup, API_ROUTES.stripeWebhook];

  it('every route the server registers under /api is one of API_ROUTES or ADMIN_API_ROUTES', () => {
    const registered = new Set(
      routeTable(server.app)
        .map((r) => r.path)
        .filter((path) => path === '/api' || path.startsWith('/api/')),
    );
    expect([...registered].filter((path) => !declared.has(path))).toEqual([]);
    // And the record names nothing the server lost (the prefix is a scope, not a route).
    const missing = [...declared].filter(
      (path) => !registered.has(path) && path !== ADMIN_API_ROUTES.prefix && !configured.includes(path),
    );
    expect(missing).toEqual([]);
  });
});
