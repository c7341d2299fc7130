import { randomBytes } from 'node:crypto';
import { type OidcPeer, startOidcPeer } from '../../apps/server/test/helpers/oidc-peer';
import { reservePort } from '../../apps/server/test/helpers/postgres';

export interface SitePeer {
  /** The peer's address, known before it starts. */
  issuer: string;
  /** For startSite: the AUTH_PROVIDERS entry "Peer ID" (id `peer`). */
  env: { AUTH_PROVIDERS: string };
  /** Starts the peer, with the site's callback as its one redirect URI. */
  start(siteUrl: string): Promise<OidcPeer>;
}

/**
 * A real OpenID provider as a browser test's social login, "Continue with Peer ID". The site must know the
 * peer's issuer before it starts (AUTH_PROVIDERS) and the peer the site's callback before it starts, so the
 * peer's port (held open until it starts) and client are chosen first: `env` goes to startSite, then
 * `start(site.url)`.
 * `entry` adds to the provider's configuration (e.g. `trustEmail: true`).
 */
export async function peerForSite(entry: Record<string, unknown> = {}): Promise<SitePeer> {
  const reserved = await reservePort();
  const issuer = `http://127.0.0.1:${reserved.port}`;
  const client = { clientId: 'numerology-e2e', clientSecret: randomBytes(24).toString('base64url') };
  return {
    issuer,
    env: { AUTH_PROVIDERS: JSON.stringify([{ id: 'peer', name: 'Peer ID', issuer, ...client, ...entry }]) },
    start: (siteUrl) =>
      startOidcPeer({ reserved: reserved.handle, ...client, redirectUris: [`${siteUrl}/auth/callback/peer`] }),
  };
}
