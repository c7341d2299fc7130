import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, importPKCS8, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Provider } from './providers';
import { saysVerified } from './providers';

/** What a provider tells us about the person after the code exchange. */
export interface ProviderProfile {
  subject: string;
  email: string | undefined;
  /** The provider's own word; whether it counts is ADR 0306's rule (thirdparty.ts). */
  emailVerified: boolean;
}

/** A step of the exchange the provider refused or answered wrongly: shown to the reader as GENERAL_ERROR. */
export class ProviderError extends Error {}

const TIMEOUT_MS = 10_000;
const DISCOVERY_TTL_MS = 60 * 60_000;

const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});
type Discovery = z.output<typeof Discovery>;

interface Discovered {
  doc: Discovery;
  jwks: ReturnType<typeof createRemoteJWKSet>;
  at: number;
}

/** Discovery documents and key sets by issuer; the key set refetches itself when a new `kid` shows up. */
const discovered = new Map<string, Discovered>();

/** GETs or POSTs for JSON; an error answer throws unless `errorsToo` (the token endpoint's {error} is read). */
async function fetchJson(url: string, init: RequestInit = {}, errorsToo = false): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderError(`${new URL(url).host} did not answer (${(err as Error).message})`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(`${new URL(url).host} answered ${response.status} without JSON`);
  }
  if (!response.ok && !errorsToo) {
    const error = (body as { error?: unknown }).error;
    throw new ProviderError(`${new URL(url).host} answered ${response.status}${error ? ` (${String(error)})` : ''}`);
  }
  return body;
}

/** OpenID Connect discovery from the issuer, cached for an hour; the document must name the same issuer. */
async function discover(issuer: string, now = Date.now()): Promise<Discovered> {
  const cached = discovered.get(issuer);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached;
  const parsed = Discovery.safeParse(await fetchJson(`${issuer}/.well-known/openid-configuration`));
  if (!parsed.success) throw new ProviderError(`${issuer}: unusable discovery document`);
  if (parsed.data.issuer.replace(/\/$/, '') !== issuer)
    throw new ProviderError(`${issuer}: discovery names another issuer (${parsed.data.issuer})`);
  const entry = { doc: parsed.data, jwks: createRemoteJWKSet(new URL(parsed.data.jwks_uri)), at: now };
  discovered.set(issuer, entry);
  return entry;
}

const GITHUB_API = 'https://api.github.com';

/** GitHub's endpoints; GitHub Enterprise serves its API under /api/v3 of its own host. */
export function githubEndpoints(issuer: string) {
  return {
    authorization: `${issuer}/login/oauth/authorize`,
    token: `${issuer}/login/oauth/access_token`,
    api: issuer === 'https://github.com' ? GITHUB_API : `${issuer}/api/v3`,
  };
}

/** PKCE (RFC 7636, S256): the verifier goes to the browser, the challenge into the URL. */
function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The provider's authorisation URL without `state` (the SDK adds and checks its own) and the PKCE verifier
 * the SDK keeps until the callback.
 */
export async function authorisationUrl(
  provider: Provider,
  redirectUri: string,
): Promise<{ url: string; pkceCodeVerifier: string }> {
  const endpoint =
    provider.protocol === 'github'
      ? githubEndpoints(provider.issuer).authorization
      : (await discover(provider.issuer)).doc.authorization_endpoint;
  const { verifier, challenge } = pkce();
  const url = new URL(endpoint);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scopes.join(' '));
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (provider.formPost) url.searchParams.set('response_mode', 'form_post');
  return { url: url.toString(), pkceCodeVerifier: verifier };
}

/** Apple's client secret: an ES256 JWT signed with the team's key, valid for five minutes. */
export async function appleClientSecret(provider: Provider, now = new Date()): Promise<string> {
  const { teamId, keyId, privateKey } = provider.appleKey!;
  const key = await importPKCS8(privateKey.replace(/\\n/g, '\n'), 'ES256');
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(provider.clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(key);
}

async function clientSecretOf(provider: Provider): Promise<string | undefined> {
  return provider.appleKey ? appleClientSecret(provider) : provider.clientSecret;
}

const TokenResponse = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1).optional(),
});

/** The token request (RFC 6749 4.1.3): client_secret_post where the provider takes it, else Basic. */
async function exchangeCode(
  provider: Provider,
  endpoint: string,
  authMethods: string[],
  input: { code: string; redirectUri: string; codeVerifier: string | undefined },
): Promise<z.output<typeof TokenResponse>> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  });
  if (input.codeVerifier) form.set('code_verifier', input.codeVerifier);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const secret = await clientSecretOf(provider);
  if (secret && !authMethods.includes('client_secret_post')) {
    const basic = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(secret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  } else {
    form.set('client_id', provider.clientId);
    if (secret) form.set('client_secret', secret);
  }
  const body = await fetchJson(endpoint, { method: 'POST', headers, body: form }, true);
  // RFC 6749 5.2 ({error} with 400); GitHub answers a refused code with 200 and {error}.
  const error = (body as { error?: unknown }).error;
  if (error) throw new ProviderError(`the provider refused the code (${String(error)})`);
  const parsed = TokenResponse.safeParse(body);
  if (!parsed.success) throw new ProviderError('the provider answered the code without an access token');
  return parsed.data;
}

export interface Callback {
  code: string;
  /** RFC 9207: the issuer the authorisation response names, when it names one. */
  iss: string | undefined;
  redirectUri: string;
  codeVerifier: string | undefined;
  /** The app's clock, for the id_token's exp and iat. */
  now: Date;
}

/**
 * Code exchange with an OpenID provider: the callback's `iss` (RFC 9207), the id_token's signature (the
 * provider's JWKS), issuer, audience and expiry, then userinfo for the e-mail (certified providers often
 * put only `sub` into the id_token).
 */
async function oidcProfile(provider: Provider, callback: Callback): Promise<ProviderProfile> {
  const { doc, jwks } = await discover(provider.issuer);
  if (callback.iss !== undefined ? callback.iss !== doc.issuer : doc.authorization_response_iss_parameter_supported)
    throw new ProviderError('the answer did not come from the provider it was sent to (iss)');
  const tokens = await exchangeCode(
    provider,
    doc.token_endpoint,
    doc.token_endpoint_auth_methods_supported ?? ['client_secret_basic'],
    callback,
  );
  if (!tokens.id_token) throw new ProviderError('the provider sent no id_token');
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(tokens.id_token, jwks, {
      issuer: doc.issuer,
      audience: provider.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: callback.now,
    }));
  } catch (err) {
    throw new ProviderError(`the id_token did not verify (${(err as Error).message})`);
  }
  // `requiredClaims` saw a `sub`; this narrows it, and refuses one that is not a non-empty string.
  const subject = claims.sub;
  if (typeof subject !== 'string' || subject === '') throw new ProviderError('the id_token names no subject');
  let email: unknown = claims.email;
  let verified: unknown = claims.email_verified;
  if (doc.userinfo_endpoint) {
    const info = (await fetchJson(doc.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    })) as Record<string, unknown>;
    // OpenID Connect Core 5.3.2: userinfo about anyone else is not used.
    if (info.sub !== subject) throw new ProviderError('userinfo is about another subject');
    if (info.email !== undefined) [email, verified] = [info.email, info.email_verified];
  }
  return {
    subject,
    email: typeof email === 'string' && email ? email : undefined,
    emailVerified: saysVerified(verified),
  };
}

const GithubUser = z.object({ id: z.union([z.number(), z.string()]) });
const GithubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** GitHub: OAuth 2.0 without OpenID Connect; the user API gives the subject, the e-mail API the addresses. */
async function githubProfile(provider: Provider, callback: Callback): Promise<ProviderProfile> {
  const endpoints = githubEndpoints(provider.issuer);
  const tokens = await exchangeCode(provider, endpoints.token, ['client_secret_post'], callback);
  const headers = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/vnd.github+json' };
  const user = GithubUser.safeParse(await fetchJson(`${endpoints.api}/user`, { headers }));
  if (!user.success) throw new ProviderError('GitHub sent no user id');
  const emails = GithubEmails.safeParse(await fetchJson(`${endpoints.api}/user/emails`, { headers }));
  const list = emails.success ? emails.data : [];
  const chosen =
    list.find((e) => e.primary && e.verified) ?? list.find((e) => e.verified) ?? list.find((e) => e.primary);
  return { subject: String(user.data.id), email: chosen?.email, emailVerified: chosen?.verified ?? false };
}

/** Exchanges the callback's code for what the provider says about the person. */
export function profileFrom(provider: Provider, callback: Callback): Promise<ProviderProfile> {
  return provider.protocol === 'github' ? githubProfile(provider, callback) : oidcProfile(provider, callback);
}
