import type { FactorId } from '../../config';
import type { Tenant } from './tenants';

/** What this server can deliver, whatever the tenants ask for. */
export interface AuthOffer {
  /** An SMS sender is configured (or codes go to the log outside production). */
  phone: boolean;
  /** Configured social-login providers. */
  providers: { id: string; name: string }[];
}

/** The tenant's first factors that this server can deliver: what `/loginmethods` announces and sign-in accepts. */
export function firstFactorsOf(tenant: Tenant, offer: AuthOffer): FactorId[] {
  const available: FactorId[] = ['otp-email', 'link-email'];
  // Texts carry a code, never a link (ADR 0325): link-phone is not offered.
  if (offer.phone) available.push('otp-phone');
  if (providersOf(tenant, offer).length > 0) available.push('thirdparty');
  return tenant.firstFactors ? available.filter((f) => tenant.firstFactors!.includes(f)) : available;
}

export function providersOf(tenant: Tenant, offer: AuthOffer): { id: string; name: string }[] {
  return tenant.providers ? offer.providers.filter((p) => tenant.providers!.includes(p.id)) : offer.providers;
}

/** `GET /auth/<tenant>/loginmethods`, shaped as supertokens-node answers it. */
export function loginMethodsResponse(tenant: Tenant, offer: AuthOffer) {
  const firstFactors = firstFactorsOf(tenant, offer);
  const providers = firstFactors.includes('thirdparty') ? providersOf(tenant, offer) : [];
  return {
    status: 'OK' as const,
    emailPassword: { enabled: false },
    thirdParty: { enabled: providers.length > 0, providers },
    webauthn: { enabled: false },
    passwordless: { enabled: firstFactors.some((f) => f.startsWith('otp-') || f.startsWith('link-')) },
    firstFactors,
  };
}
