import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The message of the ConfigError that loadConfig throws for `env`. */
function errorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts with nothing set: development, PGlite in ./data, test payments', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8000,
      DATA_DIR: './data',
      paymentsMode: 'test',
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('parses numbers and flags', () => {
    const c = loadConfig({ PORT: '3001', TRUST_PROXY: '1', RATE_LIMIT_DISABLED: '0', OTP_TTL_SECONDS: '120' });
    expect(c.PORT).toBe(3001);
    expect(c.TRUST_PROXY).toBe(1);
    expect(c.RATE_LIMIT_DISABLED).toBe(false);
    expect(c.OTP_TTL_SECONDS).toBe(120);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'example.com'],
    ['APP_SECRET', 'too-short'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.local'],
    ['OTP_TTL_SECONDS', '5'],
    ['STRIPE_CURRENCY', 'dollars'],
    ['LLM_TIMEOUT_MS', 'soon'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const message = errorFor({ [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it('names every bad variable at once', () => {
    const message = errorFor({ PORT: 'abc', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    for (const name of ['PORT', 'LOG_LEVEL', 'NODE_ENV']) expect(message).toContain(`${name}:`);
  });

  it('wants the three Stripe keys together', () => {
    expect(errorFor({ STRIPE_SECRET_KEY: 'sk_test_x' })).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig(keys).paymentsMode).toBe('stripe');
  });

  it('allows STRIPE_API_BASE only with a test key', () => {
    const live = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(errorFor({ ...live, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toMatch(/STRIPE_API_BASE/);
  });

  it('requires SMTP and real payments in production', () => {
    expect(errorFor({ NODE_ENV: 'production' })).toMatch(/SMTP_URL is required/);
    expect(errorFor({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toMatch(/Stripe keys are required/);
    const c = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    });
    expect(c.paymentsMode).toBe('test');
  });

  it('trusts proxies by hop count or address range only, and refuses TRUST_PROXY=true with a reason', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    for (const value of ['true', 'yes']) {
      expect(errorFor({ TRUST_PROXY: value })).toMatch(/TRUST_PROXY: true would trust any X-Forwarded-For/);
    }
  });

  it('takes the public origin from configuration only: PUBLIC_URL, else localhost:PORT outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://numerology.example.com/' }).publicOrigin).toBe(
      'https://numerology.example.com',
    );
    expect(loadConfig({ PORT: '3001' }).publicOrigin).toBe('http://localhost:3001');
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    };
    expect(loadConfig(production).publicOrigin).toBeUndefined();
  });

  it('treats empty optional values as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', WEB_ORIGIN: '', SMTP_URL: '', STRIPE_SECRET_KEY: '' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.WEB_ORIGIN).toBeUndefined();
    expect(c.paymentsMode).toBe('test');
  });
});

describe('.env.example', () => {
  const root = join(import.meta.dirname, '../../..');
  // The schema's keys, read from its source: every variable loadConfig knows.
  const variables = [
    ...readFileSync(join(import.meta.dirname, 'config.ts'), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm),
  ].map((m) => m[1]!);
  const example = readFileSync(join(root, '.env.example'), 'utf8');

  it('finds the variables in config.ts', () => {
    expect(variables).toContain('PORT');
    expect(variables).toContain('DATABASE_URL');
    expect(loadConfig({})).toHaveProperty(['PORT']);
  });

  it('documents every configuration variable, with a comment above it', () => {
    const lines = example.split('\n');
    const undocumented = variables.filter((name) => {
      const at = lines.findIndex((l) => new RegExp(`^#? ?${name}=`).test(l));
      if (at < 1) return true;
      // Some prose comment line in the comment block right above it (not just other variables).
      for (let i = at - 1; i >= 0 && lines[i]!.startsWith('#'); i--) {
        if (!/^# ?[A-Z][A-Z0-9_]+=/.test(lines[i]!) && lines[i]!.replace(/[#\s-]/g, '').length > 0) return false;
      }
      return true;
    });
    expect(undocumented).toEqual([]);
  });

  it('mentions no variable that config.ts does not read', () => {
    const mentioned = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    expect(mentioned.filter((name) => !variables.includes(name))).toEqual([]);
  });
});
