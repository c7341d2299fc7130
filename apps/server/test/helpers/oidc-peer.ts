import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { sdkHeaders } from './http';

/** Who the next person signing in at the peer is, and what the peer says about their e-mail. */
export interface PeerAccount {
  sub: string;
  /** Left out: the provider withholds the e-mail. */
  email?: string;
  /** What the provider claims; `email_verified: false` for an address it never proved. */
  emailVerified?: boolean;
}

export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The answer to the next authorisation request: sign in as this account, or refuse (`access_denied`). */
  next: PeerAccount | 'deny';
  /** AUTH_PROVIDERS entry for the app, under `id`. */
  providerEntry(id: string, extra?: Record<string, unknown>): Record<string, unknown>;
  /**
   * Drives an authorisation URL the way a browser would (redirects, the peer's cookies) until the peer sends
   * the reader back to the client; returns that callback URL.
   */
  authorize(url: string): Promise<URL>;
  close(): Promise<void>;
}

export interface PeerOptions {
  /** The client's registered redirect URIs (exact match, as the peer checks them). */
  redirectUris: string[];
  /** Take over this reserved port (`reservePort`: the issuer named before the peer starts); any free port by default. */
  reserved?: NetServer;
  /** The registered client; random by default. */
  clientId?: string;
  clientSecret?: string;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) in-process, as the peer of the app's social login. Its
 * login and consent are answered by the test through `next` instead of a form; everything else (discovery,
 * PKCE, codes that work once, signed id_tokens, userinfo, RFC 9207 `iss`) is the library's own.
 */
export async function startOidcPeer(options: PeerOptions): Promise<OidcPeer> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (options.reserved) server.listen(options.reserved, resolve);
    else server.listen(0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? `client-${randomBytes(4).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map<string, PeerAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'peer-1', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            ...(account.email !== undefined
              ? { email: account.email, email_verified: account.emailVerified ?? true }
              : {}),
          };
        },
      };
    },
  });
  // Silence the library's warnings about development keys and http.
  provider.on('server_error', () => {});

  const peer: OidcPeer = {
    issuer,
    clientId,
    clientSecret,
    next: 'deny',
    providerEntry: (id, extra = {}) => ({ id, name: `Peer ${id}`, issuer, clientId, clientSecret, ...extra }),
    async authorize(url) {
      const jar = new Map<string, string>();
      let current = new URL(url);
      for (let hop = 0; hop < 10; hop++) {
        if (current.origin !== issuer) return current;
        const response = await fetch(current, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const eq = pair!.indexOf('=');
          jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`peer answered ${response.status}: ${await response.text()}`);
        current = new URL(location, current);
      }
      throw new Error('too many redirects at the peer');
    },
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          options.reserved?.close();
          resolve();
        }),
      ),
  };

  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const next = peer.next;
        if (next === 'deny') {
          await provider.interactionFinished(req, res, {
            error: 'access_denied',
            error_description: 'The reader declined.',
          });
          return;
        }
        accounts.set(next.sub, next);
        const grant = new provider.Grant({ accountId: next.sub, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: next.sub }, consent: { grantId } });
      } catch (err) {
        res.statusCode = 500;
        res.end(String(err));
      }
    })();
  });
  return peer;
}

/** The app's answer to the SDK's `GET /auth{prefix}/authorisationurl`. */
export interface AuthorisationStart {
  urlWithQueryParams: string;
  pkceCodeVerifier: string;
}

/** What the SDK posts to `/auth{prefix}/signinup` once the provider has sent the reader back (`back`) to `callback`. */
export function signInUpBody(id: string, callback: string, started: AuthorisationStart, back: URL) {
  return {
    thirdPartyId: id,
    redirectURIInfo: {
      redirectURIOnProviderDashboard: callback,
      redirectURIQueryParams: Object.fromEntries(back.searchParams),
      pkceCodeVerifier: started.pkceCodeVerifier,
    },
  };
}

/**
 * The SDK's social sign-in over HTTP up to its last request: the app at `appUrl` gives provider `id`'s
 * authorisation URL (redirect URI `callback`), the reader signs in at the peer as `account` and is sent back.
 * Returns the body of the last request (`signInUpBody`), for the caller to post with its own session.
 */
export async function throughPeer(
  peer: OidcPeer,
  appUrl: string,
  flow: { id: string; callback: string; account: PeerAccount; prefix?: string },
) {
  const query = new URLSearchParams({ thirdPartyId: flow.id, redirectURIOnProviderDashboard: flow.callback });
  const res = await fetch(`${appUrl}/auth${flow.prefix ?? ''}/authorisationurl?${query}`, {
    headers: sdkHeaders('thirdparty'),
  });
  if (!res.ok) throw new Error(`authorisationurl answered ${res.status}: ${await res.text()}`);
  const started = (await res.json()) as AuthorisationStart;
  peer.next = flow.account;
  const back = await peer.authorize(`${started.urlWithQueryParams}&state=${randomUUID()}`);
  return signInUpBody(flow.id, flow.callback, started, back);
}
