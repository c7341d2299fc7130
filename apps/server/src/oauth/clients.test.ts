import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { clientMetadata, clientOrigins } from './clients';

const client = {
  id: 'partner',
  name: 'Partner',
  secret: 'x'.repeat(32),
  redirectUris: ['https://partner.example/callback'],
};

function errorFor(value: string): string {
  try {
    loadConfig({ OAUTH_CLIENTS: value });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${value}`);
}

describe('OAUTH_CLIENTS', () => {
  it('is empty when unset, and parses a list of clients', () => {
    expect(loadConfig({}).OAUTH_CLIENTS).toEqual([]);
    const [parsed] = loadConfig({ OAUTH_CLIENTS: JSON.stringify([client]) }).OAUTH_CLIENTS;
    expect(parsed).toEqual({ ...client, postLogoutRedirectUris: [] });
  });

  it('stops the start with a message naming the client and the field', () => {
    expect(errorFor('[{')).toMatch(/OAUTH_CLIENTS: is not valid JSON/);
    expect(errorFor(JSON.stringify([{ ...client, redirectUris: ['not a url'] }]))).toMatch(
      /OAUTH_CLIENTS: 0\.redirectUris\.0: /,
    );
    expect(errorFor(JSON.stringify([{ ...client, secret: 'short' }]))).toMatch(/0\.secret: must be at least 32/);
    expect(errorFor(JSON.stringify([{ ...client, redirectUris: [] }]))).toMatch(/at least one redirect URI/);
    expect(errorFor(JSON.stringify([client, client]))).toMatch(/client ids must be unique/);
    expect(errorFor(JSON.stringify([{ ...client, extra: 1 }]))).toMatch(/OAUTH_CLIENTS: 0/);
  });

  it('maps to oidc-provider metadata: code only, public clients without a secret', () => {
    expect(clientMetadata({ ...client, postLogoutRedirectUris: [] })).toMatchObject({
      client_id: 'partner',
      client_secret: client.secret,
      token_endpoint_auth_method: 'client_secret_basic',
      response_types: ['code'],
    });
    const { secret: _secret, ...publicClient } = client;
    expect(clientMetadata({ ...publicClient, postLogoutRedirectUris: [] })).toMatchObject({
      token_endpoint_auth_method: 'none',
    });
    expect(
      clientOrigins([{ ...client, postLogoutRedirectUris: ['https://partner.example/bye', 'https://b.example/x'] }]),
    ).toEqual(['https://partner.example', 'https://b.example']);
  });
});
