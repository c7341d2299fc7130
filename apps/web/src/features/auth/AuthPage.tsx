import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import SuperTokens, { SuperTokensWrapper } from 'supertokens-auth-react';
import EmailVerification from 'supertokens-auth-react/recipe/emailverification';
import { EmailVerificationPreBuiltUI } from 'supertokens-auth-react/recipe/emailverification/prebuiltui';
import MultiFactorAuth from 'supertokens-auth-react/recipe/multifactorauth';
import { MultiFactorAuthPreBuiltUI } from 'supertokens-auth-react/recipe/multifactorauth/prebuiltui';
import OAuth2Provider from 'supertokens-auth-react/recipe/oauth2provider';
import { OAuth2ProviderPreBuiltUI } from 'supertokens-auth-react/recipe/oauth2provider/prebuiltui';
import Passwordless from 'supertokens-auth-react/recipe/passwordless';
import { PasswordlessPreBuiltUI } from 'supertokens-auth-react/recipe/passwordless/prebuiltui';
import Session from 'supertokens-auth-react/recipe/session';
import ThirdParty from 'supertokens-auth-react/recipe/thirdparty';
import TOTP, { TOTPComponentsOverrideProvider } from 'supertokens-auth-react/recipe/totp';
import { TOTPPreBuiltUI } from 'supertokens-auth-react/recipe/totp/prebuiltui';
import { ThirdPartyPreBuiltUI } from 'supertokens-auth-react/recipe/thirdparty/prebuiltui';
import { getRoutingComponent } from 'supertokens-auth-react/ui';
import { AUTH_PAGE_STYLE } from './auth-page-style';
import { AUTH_PAGE_WORDS } from './auth-page-words';
import { labelSdkInputs } from './label-sdk-inputs';
import { sdkGeneralError, wrongAppCodeText, wrongCodeText } from './messages';
import { MfaRecovery } from './MfaRecovery';
import { PHONE_FLAGS_STYLE } from './phone-flags';
import { isSafePath, takeReturnPath } from './return-path';
import { onSessionEvent, readSession } from './sdk';
import { appInfo, claimSdk } from './sdk-owner';
import { TOTP_OVERRIDES } from './TotpDeviceInfo';
import { NOT_ME_PATH, VerifyEmailNotMe } from './VerifyEmailNotMe';

let initialised = false;

type PasswordlessFunctions = Parameters<
  NonNullable<NonNullable<NonNullable<Parameters<typeof Passwordless.init>[0]>['override']>['functions']>
>[0];
type TotpFunctions = Parameters<
  NonNullable<NonNullable<NonNullable<Parameters<typeof TOTP.init>[0]>['override']>['functions']>
>[0];

/**
 * A wrong code on /auth says how many tries are left, as the dialog does (the SDK's own form can only say
 * "Invalid OTP"): the refusal becomes a general error whose message the page shows as it is.
 */
function withTriesLeft(original: PasswordlessFunctions): PasswordlessFunctions {
  return {
    ...original,
    consumeCode: async (input) => {
      const answer = await original.consumeCode(input);
      if (answer.status === 'INCORRECT_USER_INPUT_CODE_ERROR') {
        throw sdkGeneralError(wrongCodeText(answer.maximumCodeInputAttempts, answer.failedCodeInputAttemptCount));
      }
      return answer;
    },
  };
}

/**
 * The same for an authenticator app's code: the SDK counts one try too many for this server (which pauses
 * sign-in at the maximum), so the words come from the server's figures.
 */
function withAppTriesLeft(original: TotpFunctions): TotpFunctions {
  const refuse = (answer: { maxNumberOfFailedAttempts: number; currentNumberOfFailedAttempts: number }) =>
    sdkGeneralError(wrongAppCodeText(answer.maxNumberOfFailedAttempts, answer.currentNumberOfFailedAttempts));
  return {
    ...original,
    verifyCode: async (input) => {
      const answer = await original.verifyCode(input);
      if (answer.status === 'INVALID_TOTP_ERROR') throw refuse(answer);
      return answer;
    },
    verifyDevice: async (input) => {
      const answer = await original.verifyDevice(input);
      if (answer.status === 'INVALID_TOTP_ERROR') throw refuse(answer);
      return answer;
    },
  };
}

/** Initialises supertokens-auth-react (which also starts supertokens-web-js) for the /auth pages. */
function initAuthReact(): void {
  if (initialised) return;
  initialised = true;
  SuperTokens.init({
    appInfo: appInfo(),
    termsOfServiceLink: '/terms',
    privacyPolicyLink: '/privacy-policy',
    defaultToSignUp: true,
    // The providers (and the tenant's first factors) come from the server's /loginmethods (ADR 0321).
    usesDynamicLoginMethods: true,
    style: AUTH_PAGE_STYLE + PHONE_FLAGS_STYLE,
    // The sign-in dialog's words, not the SDK's ("Sign Up / Sign In", "CONTINUE", "Enter OTP", "Enter TOTP").
    languageTranslations: { translations: { en: AUTH_PAGE_WORDS } },
    // A magic link brings the reader back to where the sign-in started (the SDK's own redirectToPath,
    // or the page the sign-in dialog was opened on), never to another site.
    getRedirectionURL: async (context) => {
      if (context.action !== 'SUCCESS') return undefined;
      const remembered = takeReturnPath();
      const requested = 'redirectToPath' in context ? context.redirectToPath : undefined;
      if (requested && isSafePath(requested)) return requested;
      return remembered ?? '/';
    },
    recipeList: [
      // Phones appear only where /loginmethods lists otp-phone (AUTH_PHONE, ADR 0325); e-mail alone otherwise.
      Passwordless.init({ contactMethod: 'EMAIL_OR_PHONE', override: { functions: withTriesLeft } }),
      // Nothing is blocked for an unverified address; /auth/verify-email completes the mailed links (ADR 0326).
      EmailVerification.init({ mode: 'OPTIONAL' }),
      ThirdParty.init(),
      // Second factors after sign-in: /auth/mfa, /auth/mfa/totp, /auth/mfa/otp-email, /auth/mfa/otp-phone (ADR 0330).
      MultiFactorAuth.init(),
      TOTP.init({ override: { functions: withAppTriesLeft } }),
      Session.init({ tokenTransferMethod: 'cookie', onHandleEvent: onSessionEvent }),
      // Sign-in for partner apps: /auth?loginChallenge=…, /auth/try-refresh, /auth/oauth/logout (ADR 0310).
      OAuth2Provider.init(),
    ],
  });
}

/** The prebuilt SuperTokens sign-in / sign-up page (and /auth/verify for e-mailed links), loaded only here. */
export default function AuthPage() {
  const [ready, setReady] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    // The product SDK already runs in this tab (we arrived by client-side navigation): only one may
    // initialise, so load the page afresh.
    if (!claimSdk('auth-react')) {
      window.location.reload();
      return;
    }
    initAuthReact();
    setReady(true);
    void readSession();
    return labelSdkInputs();
  }, []);

  if (!ready) {
    return (
      <section className="page" aria-busy="true">
        <h1 className="visually-hidden">Sign in</h1>
      </section>
    );
  }
  return (
    <section className="page auth-page">
      <h1 className="visually-hidden">Sign in</h1>
      {pathname === NOT_ME_PATH ? (
        <VerifyEmailNotMe />
      ) : (
        <SuperTokensWrapper>
          <TOTPComponentsOverrideProvider components={TOTP_OVERRIDES}>
            {getRoutingComponent([
              PasswordlessPreBuiltUI,
              ThirdPartyPreBuiltUI,
              EmailVerificationPreBuiltUI,
              OAuth2ProviderPreBuiltUI,
              MultiFactorAuthPreBuiltUI,
              TOTPPreBuiltUI,
            ])}
          </TOTPComponentsOverrideProvider>
        </SuperTokensWrapper>
      )}
      <MfaRecovery />
    </section>
  );
}
