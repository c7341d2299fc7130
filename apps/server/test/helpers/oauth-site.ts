import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import * as client from 'openid-client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type DbKind, startTestServer, type TestServer } from './harness';
import { freePort } from './postgres';

export interface OAuthSite {
  server: TestServer;
  issuer: string;
  clientId: string;
  clientSecret: string;
  clientName: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** An openid-client configuration for the client, from the site's discovery document. */
  discover(): Promise<client.Configuration>;
  /**
   * Starts another instance of the app on the same database and secret (as a second server, or the same
   * one after a restart) and sends every later request to it.
   */
  switchToNewInstance(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app with one OAuth client configured. The issuer comes from PUBLIC_URL, so the app also answers on
 * the port PUBLIC_URL names (the harness listens on a port of its own choosing).
 */
export async function startOAuthSite(kind: DbKind, env: Record<string, string> = {}): Promise<OAuthSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const clientId = `partner-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const clientName = 'Partner Numerology App';
  const redirectUri = 'http://127.0.0.1:9/callback';
  const postLogoutRedirectUri = 'http://127.0.0.1:9/signed-out';
  const server = await startTestServer(kind, {
    PUBLIC_URL: origin,
    OAUTH_CLIENTS: JSON.stringify([
      {
        id: clientId,
        name: clientName,
        secret: clientSecret,
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [postLogoutRedirectUri],
        tosUri: 'https://partner.example/terms',
        policyUri: 'https://partner.example/privacy',
      },
    ]),
    ...env,
  });
  let current: FastifyInstance = server.app;
  const others: FastifyInstance[] = [];
  const front: Server = createServer((req, res) => current.server.emit('request', req, res));
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  const issuer = `${origin}/oauth`;
  const site: OAuthSite = {
    server: { ...server, url: origin },
    issuer,
    clientId,
    clientSecret,
    clientName,
    redirectUri,
    postLogoutRedirectUri,
    async discover() {
      const config = await client.discovery(
        new URL(issuer),
        clientId,
        { client_secret: clientSecret },
        client.ClientSecretBasic(clientSecret),
        { execute: [client.allowInsecureRequests] },
      );
      return config;
    },
    async switchToNewInstance() {
      const next = await buildApp(server.ctx, { logger: false });
      await next.ready();
      others.push(next);
      current = next;
    },
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      for (const other of others) await other.close();
      await server.close();
    },
  };
  return site;
}

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A browser's part of the flow without a browser: follows the site's redirects by hand (stopping at the
 * client's), and keeps cookies with their paths, as the provider's cookies are path-scoped.
 */
export class CookieBrowser {
  private readonly jar = new Map<string, StoredCookie>();

  set(name: string, value: string, path = '/'): void {
    this.jar.set(name, { value, path });
  }

  has(name: string): boolean {
    return this.jar.has(name);
  }

  names(): string[] {
    return [...this.jar.keys()];
  }

  cookieHeader(url: URL): string {
    return [...this.jar]
      .filter(
        ([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  /** One request, no redirect following; remembers what it sets. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      const gone =
        attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (gone) this.jar.delete(name);
      else this.jar.set(name, { value, path });
    }
    return response;
  }

  /** Follows redirects on `origin` and returns the first location elsewhere (the client's callback). */
  async follow(url: string | URL, origin: string): Promise<{ last: Response; location: URL }> {
    let next = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      const response = await this.fetch(next);
      const location = response.headers.get('location');
      if (!location) return { last: response, location: next };
      next = new URL(location, next);
      if (next.origin !== origin || next.pathname.startsWith('/auth')) return { last: response, location: next };
    }
    throw new Error('too many redirects');
  }
}
