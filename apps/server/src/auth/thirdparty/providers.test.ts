import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { ProvidersSchema } from './providers';
import { appleClientSecret, githubEndpoints } from './providers-oidc';

const parse = (value: unknown) => ProvidersSchema.safeParse(value);

describe('AUTH_PROVIDERS', () => {
  it('fills Google, Apple and GitHub from presets', () => {
    const parsed = parse([
      { id: 'google', clientId: 'g', clientSecret: 'gs' },
      { id: 'apple', clientId: 'a', teamId: 'T', keyId: 'K', privateKey: 'P' },
      { id: 'github', clientId: 'h', clientSecret: 'hs' },
    ]);
    expect(parsed.success).toBe(true);
    const [google, apple, github] = parsed.data!;
    expect(google).toMatchObject({
      name: 'Google',
      protocol: 'oidc',
      issuer: 'https://accounts.google.com',
      trustEmail: true,
      formPost: false,
    });
    expect(apple).toMatchObject({ name: 'Apple', formPost: true, appleKey: { teamId: 'T', keyId: 'K' } });
    expect(github).toMatchObject({ name: 'GitHub', protocol: 'github', scopes: ['read:user', 'user:email'] });
  });

  it('trusts a generic provider’s e-mail only when told to', () => {
    const parsed = parse([
      { id: 'corp', issuer: 'https://id.example.com/', clientId: 'c', clientSecret: 's' },
      { id: 'trusted', name: 'Trusted', issuer: 'https://id.example.org', clientId: 'c', trustEmail: true },
    ]);
    expect(parsed.data![0]).toMatchObject({ name: 'corp', issuer: 'https://id.example.com', trustEmail: false });
    expect(parsed.data![1]).toMatchObject({ name: 'Trusted', trustEmail: true });
  });

  it('says what is wrong with a bad entry', () => {
    expect(() => loadConfig({ AUTH_PROVIDERS: '[{"id":"corp","clientId":"c"}]' })).toThrow(
      /AUTH_PROVIDERS: 0: corp: needs "issuer"/,
    );
    expect(() => loadConfig({ AUTH_PROVIDERS: '[{"id":"apple","clientId":"c"}]' })).toThrow(/apple needs teamId/);
    expect(() => loadConfig({ AUTH_PROVIDERS: '[{"id":"github","clientId":"c"}]' })).toThrow(/github needs/);
    expect(() =>
      loadConfig({ AUTH_PROVIDERS: '[{"id":"x","issuer":"http://id.example.com","clientId":"c"}]' }),
    ).toThrow(/https/);
    expect(() =>
      loadConfig({
        AUTH_PROVIDERS: '[{"id":"google","clientId":"a"},{"id":"google","clientId":"b"}]',
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_PROVIDERS: '[{"id":"Bad Id","clientId":"c"}]' })).toThrow(/lower-case/);
  });

  it('allows an http issuer on the loopback interface only', () => {
    expect(parse([{ id: 'local', issuer: 'http://127.0.0.1:9000', clientId: 'c' }]).success).toBe(true);
    expect(parse([{ id: 'lan', issuer: 'http://10.0.0.5', clientId: 'c' }]).success).toBe(false);
  });
});

describe('provider protocols', () => {
  it('signs Apple’s client secret as an ES256 JWT for Apple', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const [apple] = parse([
      {
        id: 'apple',
        clientId: 'com.example.web',
        teamId: 'TEAM1',
        keyId: 'KEY1',
        privateKey: await exportPKCS8(privateKey),
      },
    ]).data!;
    const now = new Date('2026-11-23T12:00:00Z');
    const secret = await appleClientSecret(apple!, now);
    const { payload, protectedHeader } = await jwtVerify(
      secret,
      await importSPKI(await exportSPKI(publicKey), 'ES256'),
      {
        currentDate: now,
        issuer: 'TEAM1',
        audience: 'https://appleid.apple.com',
        subject: 'com.example.web',
      },
    );
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'KEY1' });
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('finds GitHub Enterprise’s API under /api/v3', () => {
    expect(githubEndpoints('https://github.com').api).toBe('https://api.github.com');
    expect(githubEndpoints('https://git.example.com')).toEqual({
      authorization: 'https://git.example.com/login/oauth/authorize',
      token: 'https://git.example.com/login/oauth/access_token',
      api: 'https://git.example.com/api/v3',
    });
  });
});
