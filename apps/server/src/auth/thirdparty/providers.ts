import { z } from 'zod';

/**
 * Social-login providers from AUTH_PROVIDERS (ADR 0306, 0320). Pure: what each provider is and how far its
 * e-mail is trusted; the protocol lives in providers-oidc.ts and providers-github.ts.
 */
export interface Provider {
  id: string;
  /** Shown on the buttons: "Continue with <name>". */
  name: string;
  /** `oidc`: discovery from `issuer`; `github`: OAuth 2.0 plus GitHub's user and e-mail APIs. */
  protocol: 'oidc' | 'github';
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Apple signs its client secret as a short JWT with this key instead of a fixed secret. */
  appleKey: { teamId: string; keyId: string; privateKey: string } | undefined;
  scopes: string[];
  /** The provider answers the callback with a POST (Apple when name or e-mail is asked for). */
  formPost: boolean;
  /** Whether this provider's "verified" e-mail may join an existing account (ADR 0306). */
  trustEmail: boolean;
}

interface Preset {
  name: string;
  protocol: Provider['protocol'];
  issuer: string;
  scopes: string[];
  formPost?: boolean;
  /** Trusted for e-mail by default: the provider only says "verified" after proving the address. */
  trustEmail: boolean;
}

const PRESETS: Record<string, Preset> = {
  google: {
    name: 'Google',
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    trustEmail: true,
  },
  apple: {
    name: 'Apple',
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    scopes: ['openid', 'email'],
    formPost: true,
    trustEmail: true,
  },
  github: {
    name: 'GitHub',
    protocol: 'github',
    issuer: 'https://github.com',
    scopes: ['read:user', 'user:email'],
    trustEmail: true,
  },
};

/** https, or http on the loopback interface (a provider running next to the server, as in tests). */
const issuerUrl = z.url().refine((value) => {
  const url = new URL(value);
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  );
}, 'must be an https URL (http only on localhost)');

const ProviderEntry = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/, 'lower-case letters, digits and "-", at most 32'),
  name: z.string().min(1).max(40).optional(),
  issuer: issuerUrl.optional(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  /** A generic provider's e-mail counts as verified only with this set (ADR 0306). */
  trustEmail: z.boolean().optional(),
  scopes: z.array(z.string().min(1)).optional(),
  /** Apple only: the key that signs the client secret. */
  teamId: z.string().optional(),
  keyId: z.string().optional(),
  privateKey: z.string().optional(),
});
type ProviderEntry = z.output<typeof ProviderEntry>;

function resolve(entry: ProviderEntry): Provider | string {
  const preset = PRESETS[entry.id];
  const issuer = (entry.issuer ?? preset?.issuer)?.replace(/\/$/, '');
  if (!issuer) return 'needs "issuer" (OpenID Connect discovery) unless it is google, apple or github';
  const appleKeyParts = [entry.teamId, entry.keyId, entry.privateKey];
  let appleKey: Provider['appleKey'];
  if (appleKeyParts.some(Boolean)) {
    if (entry.id !== 'apple') return 'teamId, keyId and privateKey are for apple only';
    if (!appleKeyParts.every(Boolean)) return 'teamId, keyId and privateKey go together';
    appleKey = { teamId: entry.teamId!, keyId: entry.keyId!, privateKey: entry.privateKey! };
  }
  if (entry.id === 'apple' && !appleKey && !entry.clientSecret)
    return 'apple needs teamId, keyId and privateKey (or a ready clientSecret)';
  if (preset?.protocol === 'github' && !entry.clientSecret) return 'github needs clientSecret';
  return {
    id: entry.id,
    name: entry.name ?? preset?.name ?? entry.id,
    protocol: preset?.protocol ?? 'oidc',
    issuer,
    clientId: entry.clientId,
    clientSecret: entry.clientSecret,
    appleKey,
    scopes: entry.scopes ?? preset?.scopes ?? ['openid', 'email', 'profile'],
    formPost: preset?.formPost ?? false,
    trustEmail: entry.trustEmail ?? preset?.trustEmail ?? false,
  };
}

/** AUTH_PROVIDERS: a JSON array of providers; presets fill in google, apple and github. */
export const ProvidersSchema = z.array(ProviderEntry).transform((entries, zctx): Provider[] => {
  const out: Provider[] = [];
  entries.forEach((entry, index) => {
    const resolved = resolve(entry);
    if (typeof resolved === 'string')
      zctx.addIssue({ code: 'custom', path: [index], message: `${entry.id}: ${resolved}` });
    else if (out.some((p) => p.id === entry.id))
      zctx.addIssue({ code: 'custom', path: [index], message: `${entry.id}: provider ids must be unique` });
    else out.push(resolved);
  });
  return out;
});

/** The page the provider sends the reader back to: fixed per provider, from configuration only. */
export function callbackUrl(publicOrigin: string, providerId: string): string {
  return `${publicOrigin}/auth/callback/${providerId}`;
}

/** `true` or `"true"` (Apple sends strings). */
export function saysVerified(value: unknown): boolean {
  return value === true || value === 'true';
}
