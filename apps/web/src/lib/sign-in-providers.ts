import ThirdParty from 'supertokens-web-js/recipe/thirdparty';
import { API_BASE } from './api';

/** A social-login provider the server offers ("Continue with <name>"). */
export interface SignInProvider {
  id: string;
  name: string;
}

interface Offer {
  providers: SignInProvider[];
  phone: boolean;
}
interface LoginMethodsBody {
  thirdParty?: { enabled?: boolean; providers?: SignInProvider[] };
  firstFactors?: string[];
}

let offered: Promise<Offer> | undefined;

/** What the server offers on the product's tenant (its /auth/loginmethods); nothing if it cannot say. */
function signInOffer(): Promise<Offer> {
  offered ??= fetch(`${API_BASE}/auth/loginmethods`, { credentials: 'include' })
    .then((res) => (res.ok ? (res.json() as Promise<LoginMethodsBody>) : undefined))
    .then((body) => ({
      providers: body?.thirdParty?.enabled ? (body.thirdParty.providers ?? []) : [],
      phone: body?.firstFactors?.includes('otp-phone') ?? false,
    }))
    .catch(() => {
      offered = undefined;
      return { providers: [], phone: false };
    });
  return offered;
}

/** The social-login providers ("Continue with <name>"). */
export const signInProviders = (): Promise<SignInProvider[]> => signInOffer().then((o) => o.providers);

/** Whether phone numbers can sign in (codes by text message). */
export const phoneSignInOffered = (): Promise<boolean> => signInOffer().then((o) => o.phone);

/**
 * Sends the reader to the provider (the SDK keeps state and PKCE verifier in this tab). Its answer lands on
 * /auth/callback/<id>, whose prebuilt UI then returns to the page this started on (`redirectToPath`, kept
 * with the state by the override in features/auth/sdk.ts). `link` adds the provider to the signed-in account.
 */
export async function continueWith(providerId: string, options: { link?: boolean } = {}): Promise<void> {
  const url = await ThirdParty.getAuthorisationURLWithQueryParamsAndSetState({
    thirdPartyId: providerId,
    frontendRedirectURI: `${window.location.origin}/auth/callback/${providerId}`,
    ...(options.link ? { shouldTryLinkingWithSessionUser: true } : {}),
    userContext: { redirectToPath: window.location.pathname + window.location.search },
  });
  window.location.assign(url);
}
