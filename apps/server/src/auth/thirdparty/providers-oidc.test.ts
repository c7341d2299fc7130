import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from './providers';
import { ProviderError, profileFrom } from './providers-oidc';

/**
 * The id_token checks of the code exchange against an OpenID provider stand-in over real HTTP (discovery,
 * JWKS, token endpoint) that answers each code with the id_token the test made: a forged signature, another
 * audience, another issuer, no signature at all. The full flow against a real provider is in
 * test/auth-thirdparty.test.ts; this is what that provider would never send.
 */
const NOW = new Date('2026-11-23T12:00:00Z');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

let server: Server;
let issuer: string;
let provider: Provider;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
/** The id_token the token endpoint answers with, per code. */
const idTokens = new Map<string, string>();

beforeAll(async () => {
  const published = await generateKeyPair('RS256', { extractable: true });
  signingKey = published.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration')
      return send({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    if (path === '/jwks') return send({ keys: [jwk] });
    if (path === '/token') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const code = new URLSearchParams(body).get('code') ?? '';
        send({ access_token: 'at', token_type: 'Bearer', id_token: idTokens.get(code) });
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = {
    id: 'peer',
    name: 'Peer',
    protocol: 'oidc',
    issuer,
    clientId: 'our-client',
    clientSecret: 'secret',
    appleKey: undefined,
    scopes: ['openid', 'email'],
    formPost: false,
    trustEmail: false,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let codes = 0;
/** Runs the exchange for a code whose id_token is `token`. */
function exchange(token: string) {
  const code = `code-${++codes}`;
  idTokens.set(code, token);
  return profileFrom(provider, {
    code,
    iss: undefined,
    redirectUri: 'http://app.test/cb',
    codeVerifier: 'v',
    now: NOW,
  });
}

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: issuer,
    aud: 'our-client',
    sub: 'person-1',
    email: 'person@example.test',
    email_verified: true,
    iat: seconds(NOW) - 10,
    exp: seconds(NOW) + 600,
    ...overrides,
  };
}
const signed = (payload: JWTPayload, key: CryptoKey = signingKey) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key);

describe('the id_token from an OpenID provider', () => {
  it('is accepted when signed by the published key, for us, from the issuer, in date', async () => {
    expect(await exchange(await signed(claims()))).toEqual({
      subject: 'person-1',
      email: 'person@example.test',
      emailVerified: true,
    });
  });

  it.each([
    ['signed by a key the provider never published', () => signed(claims(), strangerKey), /signature/],
    ['made for another client', () => signed(claims({ aud: 'someone-else' })), /"aud"/],
    ['issued by another issuer', () => signed(claims({ iss: 'https://evil.example' })), /"iss"/],
    ['expired by our clock', () => signed(claims({ exp: seconds(NOW) - 60 })), /"exp"/],
    ['without a subject', () => signed(claims({ sub: undefined })), /"sub"/],
    ['not signed at all (alg none)', async () => new UnsecuredJWT(claims()).encode(), /did not verify/],
  ])('is refused when %s', async (_, make, why) => {
    const attempt = exchange(await make());
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toThrow(why);
  });
});
