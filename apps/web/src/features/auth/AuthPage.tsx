import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import SuperTokens, { SuperTokensWrapper } from 'supertokens-auth-react';
import EmailVerification from 'supertokens-auth-react/recipe/emailverification';
import MultiFactorAuth from 'supertokens-auth-react/recipe/multifactorauth';
import OAuth2Provider from 'supertokens-auth-react/recipe/oauth2provider';
import Passwordless from 'supertokens-auth-react/recipe/passwordless';
import Session from 'supertokens-auth-react/recipe/session';
import TOTP, { TOTPComponentsOverrideProvider } from 'supertokens-auth-react/recipe/totp';
import { getRoutingComponent } from 'supertokens-auth-react/ui';
import { AUTH_PAGE_STYLE } from './auth-page-style';
import { AUTH_PAGE_WORDS } from './auth-page-words';
import { EarlyEmailStep, handOver, sdkFirstForm } from './EarlyEmailStep';
import { labelSdkInputs } from './label-sdk-inputs';
import { askLoginMethods, multitenancyFromAnswer, socialOffered } from './login-methods';
import { sdkGeneralError, wrongAppCodeText, wrongCodeText } from './messages';
import { MfaRecovery } from './MfaRecovery';
import { PHONE_FLAGS_STYLE } from './phone-flags';
import { isSafePath, takeReturnPath } from './return-path';
import { loadPhoneUtils, loadScreens, type PreBuiltUI, screensFor } from './screens';
import { onSessionEvent, readSession } from './sdk';
import { appInfo, claimSdk } from './sdk-owner';
import { takeSignedOutHint } from './signed-out-hint';
import { TOTP_OVERRIDES } from './TotpDeviceInfo';
import { NOT_ME_PATH, VerifyEmailNotMe } from './VerifyEmailNotMe';

/** The sign-in page itself, the one /auth page prerendered (ADR 1200). */
const SIGN_IN_PATH = '/auth';

let initialised = false;

// This module runs before the page is hydrated (main.tsx loads the route first): what the sign-in form needs,
// the tenant's login methods and the passwordless screens, is asked for at once, not after hydration (issue 25).
if (typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === SIGN_IN_PATH) {
  takeSignedOutHint();
  void askLoginMethods(window.location.search);
  void loadScreens(['passwordless']).catch(() => {});
}

type RecipeInit = NonNullable<Parameters<typeof SuperTokens.init>[0]['recipeList']>[number];

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

/**
 * Initialises supertokens-auth-react (which also starts supertokens-web-js) for the /auth pages. The recipes
 * themselves are small and all start (the MFA claim, the authenticator factor and the partner-app login
 * challenge are checked on every page), except ThirdParty, whose provider buttons and logos weigh ~28 kB gzip:
 * `thirdParty` only where social sign-in is offered or a provider's answer lands (ADR 0900).
 */
function initAuthReact(thirdParty: RecipeInit | undefined): void {
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
      ...(thirdParty ? [thirdParty] : []),
      // Second factors after sign-in: /auth/mfa, /auth/mfa/totp, /auth/mfa/otp-email, /auth/mfa/otp-phone (ADR 0330).
      MultiFactorAuth.init(),
      TOTP.init({ override: { functions: withAppTriesLeft } }),
      Session.init({ tokenTransferMethod: 'cookie', onHandleEvent: onSessionEvent }),
      // The login methods the page already asked for, not asked a second time.
      multitenancyFromAnswer(),
      // Sign-in for partner apps: /auth?loginChallenge=…, /auth/try-refresh, /auth/oauth/logout (ADR 0310).
      OAuth2Provider.init(),
    ],
  });
}

let thirdPartyStarted = false;

/**
 * The prebuilt UIs the page at `pathname` shows, loaded; on the first call the SDK starts too (ADR 0900).
 * The sign-in page waits for the passwordless forms only, with the tenant's /loginmethods fetched alongside
 * to tell whether the social buttons (ThirdParty) are needed as well. 'reload' when a later path needs the
 * ThirdParty recipe the page started without.
 */
async function screensAt(pathname: string, search: string): Promise<PreBuiltUI[] | 'reload'> {
  if (initialised) {
    const screens = screensFor(pathname, thirdPartyStarted);
    if (screens.includes('thirdParty') && !thirdPartyStarted) return 'reload';
    return loadScreens(screens);
  }
  // What the page shows in any case starts loading at once, while the sign-in page asks whether it offers
  // social buttons (the other pages never do, or always: a provider's answer lands on /auth/callback/…).
  const surely = screensFor(pathname, false);
  void loadScreens(surely).catch(() => {});
  const asks = !surely.includes('thirdParty') && screensFor(pathname, true).includes('thirdParty');
  const social = asks ? await socialOffered(search) : surely.includes('thirdParty');
  const screens = screensFor(pathname, social);
  const [thirdParty, ui] = await Promise.all([
    screens.includes('thirdParty')
      ? import('supertokens-auth-react/recipe/thirdparty').then((m) => m.default.init())
      : undefined,
    loadScreens(screens),
  ]);
  initAuthReact(thirdParty);
  thirdPartyStarted = thirdParty !== undefined;
  void readSession();
  return ui;
}

/** The prebuilt SuperTokens sign-in / sign-up page (and /auth/verify for e-mailed links), loaded only here. */
export default function AuthPage() {
  const { pathname, search } = useLocation();
  // The prebuilt UIs loaded for the path they were chosen for; another /auth path loads its own (a link
  // inside /auth followed in the app; the SDK's own redirects reload the page).
  const [shown, setShown] = useState<{ pathname: string; screens: PreBuiltUI[] }>();
  const [failed, setFailed] = useState<Error>();
  useEffect(() => {
    // The product SDK already runs in this tab (we arrived by client-side navigation): only one may
    // initialise, so load the page afresh.
    if (!claimSdk('auth-react')) {
      window.location.reload();
      return;
    }
    const stopLabelling = labelSdkInputs();
    // The first touch or key press on the page (typing an address takes seconds) fetches the phone-number
    // utilities the SDK needs before it sends a code, so "Continue" does not wait for them (ADR 0900).
    const touches = ['pointerdown', 'keydown'] as const;
    const stopWarming = () => touches.forEach((type) => document.removeEventListener(type, warm, true));
    const warm = () => {
      stopWarming();
      void loadPhoneUtils().catch(() => {});
    };
    touches.forEach((type) => document.addEventListener(type, warm, true));
    return () => {
      stopLabelling();
      stopWarming();
    };
  }, []);
  useEffect(() => {
    if (!claimSdk('auth-react')) return;
    let current = true;
    screensAt(pathname, search).then(
      (screens) => {
        if (!current) return;
        if (screens === 'reload') window.location.reload();
        else setShown({ pathname, screens });
      },
      // A chunk that did not load: the error boundary offers a reload.
      (error: unknown) => current && setFailed(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
    // `search` matters for the first load only (the tenant); a new path is what needs other screens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const ready = shown?.pathname === pathname;
  // The sign-in page (/auth) is prerendered in its waiting state (ADR 1200): the lead is its first and largest
  // paint, static HTML long before the SDK draws its form, and the same element once the form is there; the
  // form's place is held from the first paint so nothing below it moves when the form arrives.
  const signIn = pathname === SIGN_IN_PATH || pathname === `${SIGN_IN_PATH}/`;
  const early = useEarlyStep(signIn, ready, search);

  if (failed) throw failed;
  return (
    <section className="page auth-page" aria-busy={ready ? undefined : true}>
      <h1 className="visually-hidden">Sign in</h1>
      {signIn && (
        <p className="page__lead auth-page__lead" data-testid="auth-lead">
          Sign in or create your account with your e-mail address: we send you a code to type in, so there is no
          password to remember. Your readings and tokens are kept in your account.
        </p>
      )}
      <div className={signIn ? 'auth-page__form auth-page__form--sign-in' : 'auth-page__form'}>
        {early.shown && <EarlyEmailStep onSubmitted={early.submitted} />}
        {!ready ? null : pathname === NOT_ME_PATH ? (
          <VerifyEmailNotMe />
        ) : (
          // Drawn out of sight while the site's own first step is still there, then shown in its place.
          <div hidden={early.shown} className="auth-page__sdk">
            <SuperTokensWrapper>
              <TOTPComponentsOverrideProvider components={TOTP_OVERRIDES}>
                {getRoutingComponent(shown.screens)}
              </TOTPComponentsOverrideProvider>
            </SuperTokensWrapper>
          </div>
        )}
      </div>
      {ready && <MfaRecovery />}
    </section>
  );
}

/**
 * The site's own first step on the sign-in page (ADR 1401): shown from the first paint until the SDK has drawn its
 * own first form out of sight, then what was typed, the focus and a press of Continue are handed over to the SDK's
 * form in the frame that swaps the two. A tenant whose login methods have no e-mail code (a phone-only tenant)
 * withdraws it as soon as the page knows; should the SDK draw no such form at all (a signed-in reader is sent on),
 * it goes a few seconds after the SDK is ready.
 */
function useEarlyStep(signIn: boolean, ready: boolean, search: string) {
  const [gone, setGone] = useState(false);
  const pressed = useRef(false);
  const shown = signIn && !gone;
  const submitted = useCallback(() => {
    pressed.current = true;
  }, []);

  useEffect(() => {
    if (!shown) return;
    let current = true;
    void askLoginMethods(search).then((answer) => {
      const factors = answer?.body.firstFactors;
      if (current && Array.isArray(factors) && !factors.includes('otp-email')) setGone(true);
    });
    return () => {
      current = false;
    };
    // The tenant of the page's first load, as the SDK reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!shown || !ready) return;
    let frame = 0;
    const giveUp = window.setTimeout(() => setGone(true), 5000);
    // Each frame before it is painted: the swap is one frame, never both cards or neither.
    const look = () => {
      const sdk = sdkFirstForm();
      if (!sdk) {
        frame = requestAnimationFrame(look);
        return;
      }
      const hadFocus = document.activeElement?.id === 'early-email' || document.activeElement === document.body;
      handOver(sdk);
      flushSync(() => setGone(true));
      if (hadFocus) sdk.field?.focus();
      // Continue pressed before the SDK was there: pressed again on its form, once its state holds the address.
      if (pressed.current) window.setTimeout(() => sdk.submit.click(), 0);
    };
    frame = requestAnimationFrame(look);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(giveUp);
    };
  }, [shown, ready]);

  return { shown, submitted };
}
