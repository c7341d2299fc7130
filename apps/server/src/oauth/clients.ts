import type { ClientMetadata } from 'oidc-provider';
import { z } from 'zod';

/** One relying party allowed to use "Sign in with Kabbalah Numerology" (OAUTH_CLIENTS, ADR 0310). */
const OAuthClientSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9._~-]{1,100}$/, 'letters, digits and . _ ~ -, at most 100'),
  /** Shown on the sign-in page ("… wants to know who you are"). */
  name: z.string().trim().min(1).max(100),
  /** Without a secret the client is public (a phone app): PKCE alone protects its codes. */
  secret: z.string().min(32, 'must be at least 32 characters').optional(),
  redirectUris: z.array(z.url()).min(1, 'give at least one redirect URI'),
  /** Where the client may send the reader after signing out; by default none (our own page). */
  postLogoutRedirectUris: z.array(z.url()).default([]),
  logoUri: z.url().optional(),
  tosUri: z.url().optional(),
  policyUri: z.url().optional(),
});
export type OAuthClient = z.output<typeof OAuthClientSchema>;

/** The OAUTH_CLIENTS environment variable (a JSON array); unset or empty means the site is no OpenID provider. */
export const OAuthClientsSchema = z
  .array(OAuthClientSchema)
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'client ids must be unique');

/** oidc-provider's client metadata for one configured client: authorisation code only, PKCE (S256) always. */
export function clientMetadata(client: OAuthClient): ClientMetadata {
  return {
    client_id: client.id,
    client_name: client.name,
    ...(client.secret
      ? { client_secret: client.secret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    ...(client.logoUri ? { logo_uri: client.logoUri } : {}),
    ...(client.tosUri ? { tos_uri: client.tosUri } : {}),
    ...(client.policyUri ? { policy_uri: client.policyUri } : {}),
  };
}

/**
 * Origins a form on /oauth pages may post or be redirected to (CSP form-action): the clients' redirect and
 * post-logout URIs. Browsers check form-action on the redirect that follows a form post too.
 */
export function clientOrigins(clients: readonly OAuthClient[]): string[] {
  const origins = clients
    .flatMap((c) => [...c.redirectUris, ...c.postLogoutRedirectUris])
    .map((u) => new URL(u).origin);
  return [...new Set(origins)].filter((o) => o.startsWith('http'));
}
