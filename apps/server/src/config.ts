import { isIP } from 'node:net';
import { z } from 'zod';
import { ProvidersSchema } from './auth/thirdparty/providers';
import { OAuthClientsSchema } from './oauth/clients';
import { SmsCountriesSchema } from './sms/countries';

/** Parses a boolean-ish environment value ("true", "1", "yes"). */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Which proxies may set X-Forwarded-For: a hop count ("1": the one proxy in front) or their addresses
 * (IPs or CIDR ranges, comma-separated). "true" (trust any) is refused: with it a client can write its own
 * address into the header and slip past every per-address limit (ADR 0301).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, zctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (['', 'false', 'no', '0'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (['true', 'yes'].includes(value)) {
      zctx.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For header; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    const ranges = value.split(',').map((r) => r.trim());
    const bad = ranges.find((r) => !isAddressRange(r));
    if (bad !== undefined) {
      zctx.addIssue({ code: 'custom', message: `not a hop count or an IP address/CIDR range: "${bad}"` });
      return z.NEVER;
    }
    return ranges;
  });

/** A JSON value in one environment variable, validated by `schema`; unset or empty gives `fallback`. */
function jsonEnv<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return z
    .string()
    .optional()
    .transform((v, zctx): z.output<T> => {
      if (!v?.trim()) return fallback;
      let value: unknown;
      try {
        value = JSON.parse(v);
      } catch {
        zctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        zctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || '(value)'}: ${issue.message}` });
      return z.NEVER;
    });
}

/** The SuperTokens factor ids. */
export const FACTOR_IDS = ['otp-email', 'link-email', 'otp-phone', 'link-phone', 'thirdparty', 'totp'] as const;
export type FactorId = (typeof FACTOR_IDS)[number];

const TenantsSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, 'letters, digits and "-", at most 64'),
      /** Ways to sign in; by default every way this server is configured for. */
      firstFactors: z.array(z.enum(FACTOR_IDS)).optional(),
      /** Ids from AUTH_PROVIDERS offered on this tenant; by default all of them. */
      providers: z.array(z.string()).optional(),
      /** Second factors every account of this tenant must pass (one of them). */
      requiredSecondaryFactors: z.array(z.enum(FACTOR_IDS)).default([]),
    }),
  )
  .refine((list) => new Set(list.map((t) => t.id)).size === list.length, 'tenant ids must be unique');
export type TenantSetting = z.output<typeof TenantsSchema>[number];

function isAddressRange(text: string): boolean {
  const [ip, bits, ...rest] = text.split('/');
  if (rest.length > 0 || !ip) return false;
  const family = isIP(ip);
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Public origin of the site: the only source of links in e-mails (never the request's Host header).
   * Defaults to http://localhost:<PORT> outside production; see `publicOrigin`.
   */
  PUBLIC_URL: z.url().optional(),
  /** Set when the web app is served from another origin: enables CORS with credentials for it. */
  WEB_ORIGIN: optionalUrl,
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL: how long a request waits for a connection (new or from the busy pool) before a 503 (ADR 0170). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** PostgreSQL: longest a query may run (statement_timeout) or wait for an answer before a 503 (ADR 0170). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Secret for HMAC of one-time codes and other keyed hashes; generated and stored in the database when unset. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_DISABLED: flag,

  SMTP_URL: optionalUrl,
  EMAIL_FROM: z.string().default('Kabbalah Numerology <no-reply@localhost>'),
  CONTACT_INBOX: optionalText,

  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(600),
  OTP_RESEND_GAP_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(100),

  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Points the Stripe SDK at another API host, e.g. http://127.0.0.1:12111 for a local stand-in (test keys only). */
  STRIPE_API_BASE: optionalUrl,
  STRIPE_CURRENCY: z.string().length(3).default('usd'),
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: flag,

  PRICE_COMPREHENSIVE_REPORT: z.coerce.number().int().min(0).default(50),
  PRICE_QUESTION: z.coerce.number().int().min(0).default(20),
  PRICE_COMPATIBILITY: z.coerce.number().int().min(0).default(40),

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),

  /** Bearer token that opens GET /metrics on the main port; without it (and without METRICS_PORT) there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A second port serving only /metrics (for a scraper on a private network); the token is still asked when set. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),

  /** Operators: comma-separated e-mail addresses that may use the console under /admin and /api/admin. */
  ADMIN_EMAILS: optionalText,

  /** Relying parties of the site's OpenID provider under /oauth: a JSON array (apps/server/src/oauth/clients.ts). */
  OAUTH_CLIENTS: jsonEnv(OAuthClientsSchema, []),

  /**
   * Tenants (ADR 0307): a JSON array of {id, firstFactors?, providers?, requiredSecondaryFactors?}. The
   * product runs on `public`, which exists whether or not it is listed.
   */
  AUTH_TENANTS: jsonEnv(TenantsSchema, []),
  /**
   * Social login (ADR 0320): a JSON array of {id, name?, issuer?, clientId, clientSecret?, trustEmail?}; google,
   * apple and github need only their id and client credentials.
   */
  AUTH_PROVIDERS: jsonEnv(ProvidersSchema, []),

  /** Sign-in with a phone number by SMS code (ADR 0325); production needs the Twilio variables below. */
  AUTH_PHONE: flag,
  /** Twilio's Messages API for SMS codes; without these the codes go to the server log. */
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  /** The sender: a Twilio phone number in E.164 (or an alphanumeric sender id where the country allows it). */
  TWILIO_FROM: optionalText,
  /** Points the SMS sender at another host speaking Twilio's API (a local stand-in in tests). */
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /** Countries whose mobile numbers may get sign-in texts (ISO codes, comma-separated; ADR 0340). */
  SMS_COUNTRIES: SmsCountriesSchema,
  /** Most texts the whole service sends per UTC day, counted in the database across instances (ADR 0340). */
  SMS_DAILY_CAP: z.coerce.number().int().min(0).default(500),
});

export type Config = z.infer<typeof EnvSchema> & {
  paymentsMode: 'stripe' | 'test';
  /**
   * Origin for every link, redirect and e-mail: PUBLIC_URL, else WEB_ORIGIN, else http://localhost:<PORT>
   * outside production; undefined in production without either (e-mails then carry the code only).
   */
  publicOrigin: string | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const stripeKeys = [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET];
  const someStripe = stripeKeys.some(Boolean);
  if (someStripe && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  if (c.STRIPE_API_BASE && c.STRIPE_SECRET_KEY && !c.STRIPE_SECRET_KEY.startsWith('sk_test_')) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_API_BASE may only be used with a test key (sk_test_...)');
  }
  const paymentsMode = someStripe ? 'stripe' : 'test';
  const twilio = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together',
    );
  }
  // Codes that only reach the log would make phone sign-in a dead end for real readers.
  if (c.NODE_ENV === 'production' && c.AUTH_PHONE && !twilio.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_PHONE=true needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM in production',
    );
  }
  if (c.NODE_ENV === 'production') {
    if (!c.SMTP_URL) throw new ConfigError('Invalid configuration:\n  SMTP_URL is required in production');
    if (paymentsMode === 'test' && !c.ALLOW_TEST_PAYMENTS_IN_PRODUCTION) {
      throw new ConfigError(
        'Invalid configuration:\n  Stripe keys are required in production (or set ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true)',
      );
    }
  }
  const configured = c.PUBLIC_URL ?? c.WEB_ORIGIN;
  const publicOrigin = configured
    ? new URL(configured).origin
    : c.NODE_ENV === 'production'
      ? undefined
      : `http://localhost:${c.PORT}`;
  return { ...c, paymentsMode, publicOrigin };
}
