import type { getRoutingComponent } from 'supertokens-auth-react/ui';

/** One of the SDK's prebuilt UIs (the screens of one recipe), as getRoutingComponent takes them. */
export type PreBuiltUI = Parameters<typeof getRoutingComponent>[0][number];

/**
 * Each prebuilt UI is its own chunk, loaded only on the pages that show it (ADR 0900): the sign-in page's
 * first screen needs the passwordless forms alone, not the authenticator app's (~32 kB gzip), the factor
 * chooser's, the e-mail confirmation's or the partner-app pages'. The SDK's own redirects between these pages
 * are full page loads (no router is given to it), so each page load asks for what its own path shows.
 */
const LOADERS = {
  passwordless: () =>
    import('supertokens-auth-react/recipe/passwordless/prebuiltui').then((m) => m.PasswordlessPreBuiltUI),
  thirdParty: () => import('supertokens-auth-react/recipe/thirdparty/prebuiltui').then((m) => m.ThirdPartyPreBuiltUI),
  emailVerification: () =>
    import('supertokens-auth-react/recipe/emailverification/prebuiltui').then((m) => m.EmailVerificationPreBuiltUI),
  oauth2: () =>
    import('supertokens-auth-react/recipe/oauth2provider/prebuiltui').then((m) => m.OAuth2ProviderPreBuiltUI),
  mfa: () =>
    import('supertokens-auth-react/recipe/multifactorauth/prebuiltui').then((m) => m.MultiFactorAuthPreBuiltUI),
  totp: () => import('supertokens-auth-react/recipe/totp/prebuiltui').then((m) => m.TOTPPreBuiltUI),
} satisfies Record<string, () => Promise<PreBuiltUI>>;

export type Screen = keyof typeof LOADERS;

const EVERY_SCREEN = Object.keys(LOADERS) as Screen[];

/**
 * The prebuilt UIs the page at `pathname` (under /auth) can show; `social` whether the tenant offers
 * "Continue with …" buttons on the sign-in page. A path not listed gets every screen, as before.
 */
export function screensFor(pathname: string, social: boolean): Screen[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  switch (path) {
    // The sign-in page, also for a partner app's login challenge (?loginChallenge=…, handled by the SDK's
    // page itself with the OAuth2 recipe, not its prebuilt UI).
    case '/auth':
      return social ? ['passwordless', 'thirdParty'] : ['passwordless'];
    // The magic link's landing page.
    case '/auth/verify':
      return ['passwordless'];
    // A code by e-mail or text as a second factor (ADR 0330).
    case '/auth/mfa/otp-email':
    case '/auth/mfa/otp-phone':
      return ['passwordless', 'mfa'];
    case '/auth/mfa/totp':
      return ['totp', 'mfa'];
    case '/auth/mfa':
      return ['mfa'];
    case '/auth/verify-email':
      return ['emailVerification'];
    // "This was not me" (VerifyEmailNotMe.tsx, ADR 0351): the app's own page, no prebuilt UI.
    case '/auth/verify-email/not-me':
      return [];
    // A partner app's sign-in after a refresh, and its logout (ADR 0310).
    case '/auth/try-refresh':
    case '/auth/oauth/logout':
      return ['oauth2'];
  }
  if (path.startsWith('/auth/callback/')) return ['thirdParty'];
  return EVERY_SCREEN;
}

/**
 * The phone-number utilities (libphonenumber, ~65 kB gzip), their own chunk by vite.config.ts's
 * phoneUtilsOnDemand: the SDK awaits them before asking for any code, also for an e-mail address.
 */
export const loadPhoneUtils = () => import('supertokens-auth-react/lib/build/utils2.js');

/** Loads the prebuilt UIs of `screens`, each once. */
export function loadScreens(screens: readonly Screen[]): Promise<PreBuiltUI[]> {
  return Promise.all(screens.map((screen) => LOADERS[screen]()));
}
