import type { Config, FactorId, TenantSetting } from '../../config';

export interface Tenant {
  id: string;
  /** Configured first factors, before narrowing to what this server can deliver (see `firstFactorsOf`). */
  firstFactors: readonly FactorId[] | undefined;
  /** Provider ids offered here; undefined means every configured provider. */
  providers: readonly string[] | undefined;
  requiredSecondaryFactors: readonly FactorId[];
}

/** The product's own tenant: always present. */
const PUBLIC_TENANT = 'public';

/** Tenants from AUTH_TENANTS, keyed by id; `public` is added when not configured (ADR 0307). */
export function tenantsFrom(config: Pick<Config, 'AUTH_TENANTS'>): ReadonlyMap<string, Tenant> {
  const tenants = new Map<string, Tenant>();
  const add = (t: TenantSetting) =>
    tenants.set(t.id, {
      id: t.id,
      firstFactors: t.firstFactors,
      providers: t.providers,
      requiredSecondaryFactors: t.requiredSecondaryFactors,
    });
  for (const t of config.AUTH_TENANTS) add(t);
  if (!tenants.has(PUBLIC_TENANT)) add({ id: PUBLIC_TENANT, requiredSecondaryFactors: [] });
  return tenants;
}
