import { join } from 'node:path';
import { ADMIN_API_ROUTES, API_ROUTES, SERVER_PATH_ROOTS } from '@app/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
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

/**
 * The web's development proxy sends a path to the server when it starts with one of SERVER_PATH_ROOTS (a root
 * ending in "/" only for a path below it), as apps/web/vite.config.ts builds its pattern: a route the server
 * registers outside every root would reach Vite in development and get the app shell instead of its answer.
 */
describe('SERVER_PATH_ROOTS', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Every optional feature that registers paths outside /api: the OpenID provider (/oauth) and /metrics. No built
    // web app, so no static files (each a route of the web's build, not the server's).
    server = await startTestServer('pglite', {
      WEB_DIST: join(import.meta.dirname, 'no-such-dist'),
      METRICS_TOKEN: 'm'.repeat(32),
      PUBLIC_URL: 'http://127.0.0.1:9',
      OAUTH_CLIENTS: JSON.stringify([
        { id: 'partner', name: 'Partner', secret: 's'.repeat(32), redirectUris: ['http://127.0.0.1:9/cb'] },
      ]),
    });
  });
  afterAll(() => server?.close());

  /** The web's pages that the server registers only to decide who may see them; Vite serves them in development. */
  const pages = ['/admin', '/admin/*'];
  const proxied = (path: string) =>
    SERVER_PATH_ROOTS.some((root) => path.startsWith(root) && (!root.endsWith('/') || path.length > root.length));

  it('takes every route the server registers to the server, and names no root the server does not answer', () => {
    const all = new Set(registeredPaths(server.app));
    const registered = [...all].filter((path) => !pages.includes(path));
    // The /api routes registered only when configured (backup, Stripe's webhook) are declared in contracts.
    const declared = [...Object.values(API_ROUTES), ADMIN_API_ROUTES.prefix];
    expect([...registered, ...declared].filter((path) => !proxied(path))).toEqual([]);
    const unused = SERVER_PATH_ROOTS.filter(
      (root) => !registered.some((path) => path.startsWith(root) && proxied(path)),
    );
    expect(unused).toEqual([]);
    // The pages left out above are registered, and stay with Vite.
    expect(pages.filter((page) => !all.has(page) || proxied(page))).toEqual([]);
  });
});

/**
 * Every path with a handler, from Fastify's radix tree as printed with common prefixes: a node's path is its
 * parent's and its own segment. (The flat print that routeTable reads drops a wildcard's prefix: "/oauth/*" is "*".)
 */
function registeredPaths(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    stack.splice(depth, stack.length, (depth > 0 ? stack[depth - 1]! : '') + node[2]!);
    if (node[3]) paths.push(stack[depth]!);
  }
  return paths;
}
