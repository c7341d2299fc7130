import { useEffect, useState } from 'react';
import SuperTokens, { SuperTokensWrapper } from 'supertokens-auth-react';
import Passwordless from 'supertokens-auth-react/recipe/passwordless';
import { PasswordlessPreBuiltUI } from 'supertokens-auth-react/recipe/passwordless/prebuiltui';
import Session from 'supertokens-auth-react/recipe/session';
import { getRoutingComponent } from 'supertokens-auth-react/ui';
import { AUTH_PAGE_STYLE } from './auth-page-style';
import { labelSdkInputs } from './label-sdk-inputs';
import { isSafePath, takeReturnPath } from './return-path';
import { onSessionEvent, readSession } from './sdk';
import { appInfo, claimSdk } from './sdk-owner';

let initialised = false;

/** Initialises supertokens-auth-react (which also starts supertokens-web-js) for the /auth pages. */
function initAuthReact(): void {
  if (initialised) return;
  initialised = true;
  SuperTokens.init({
    appInfo: appInfo(),
    termsOfServiceLink: '/terms',
    privacyPolicyLink: '/privacy-policy',
    defaultToSignUp: true,
    style: AUTH_PAGE_STYLE,
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
      Passwordless.init({ contactMethod: 'EMAIL' }),
      Session.init({ tokenTransferMethod: 'cookie', onHandleEvent: onSessionEvent }),
    ],
  });
}

/** The prebuilt SuperTokens sign-in / sign-up page (and /auth/verify for e-mailed links), loaded only here. */
export default function AuthPage() {
  const [ready, setReady] = useState(false);
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
      <SuperTokensWrapper>{getRoutingComponent([PasswordlessPreBuiltUI])}</SuperTokensWrapper>
    </section>
  );
}
