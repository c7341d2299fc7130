import { NormalisedEmail } from '@app/contracts/auth';
import type { AppContext } from '../../context';
import { PeerFailed } from '../../domain/errors';
import { type SignInUpResult, signInUp } from '../accounts/login-methods';
import type { Provider } from './providers';
import { authorisationUrl, type Callback, profileFrom, ProviderError } from './providers-oidc';

export type ThirdPartyResult =
  SignInUpResult | { status: 'NO_EMAIL_GIVEN_BY_PROVIDER' } | { status: 'GENERAL_ERROR'; message: string };

/** Where the SDK sends the reader to sign in with `provider`; PeerFailed when the provider cannot be reached. */
export async function startWithProvider(
  provider: Provider,
  redirectUri: string,
): Promise<{ url: string; pkceCodeVerifier: string }> {
  try {
    return await authorisationUrl(provider, redirectUri);
  } catch (err) {
    if (err instanceof ProviderError) throw new PeerFailed(`${provider.name} is unavailable: ${err.message}`);
    throw err;
  }
}

/**
 * Social login: the provider's answer becomes an identity keyed by (provider, subject) and goes through the
 * linking rules (ADR 0305). Its e-mail counts as verified only when the provider says so AND is trusted for
 * e-mail (ADR 0306): an untrusted "verified" address must not open someone else's account.
 */
export async function signInUpWithProvider(
  ctx: AppContext,
  tenantId: string,
  provider: Provider,
  callback: Callback,
  sessionUserId?: string,
): Promise<ThirdPartyResult> {
  let profile;
  try {
    profile = await profileFrom(provider, callback);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    return {
      status: 'GENERAL_ERROR',
      message: `Signing in with ${provider.name} did not complete: ${err.message}. Please try again.`,
    };
  }
  const email = profile.email === undefined ? undefined : NormalisedEmail.safeParse(profile.email);
  if (!email?.success) return { status: 'NO_EMAIL_GIVEN_BY_PROVIDER' };
  return signInUp(
    ctx,
    tenantId,
    {
      recipeId: 'thirdparty',
      thirdPartyId: provider.id,
      thirdPartyUserId: profile.subject,
      email: email.data,
      emailVerified: provider.trustEmail && profile.emailVerified,
    },
    sessionUserId,
  );
}
