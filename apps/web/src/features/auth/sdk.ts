import SuperTokens from 'supertokens-web-js';
import MultiFactorAuth from 'supertokens-web-js/recipe/multifactorauth';
import Passwordless from 'supertokens-web-js/recipe/passwordless';
import Session from 'supertokens-web-js/recipe/session';
import ThirdParty from 'supertokens-web-js/recipe/thirdparty';
import { setSessionState } from '../../lib/session';
import { sendToSecondFactor } from './mfa-redirect';
import { isSafePath } from './return-path';
import { appInfo, claimSdk } from './sdk-owner';

/** Keeps the app's session state in step with the SDK's events. */
export function onSessionEvent(event: {
  action: string;
  userContext?: unknown;
  claimValidationErrors?: unknown;
}): void {
  if (event.action === 'SIGN_OUT' || event.action === 'UNAUTHORISED') setSessionState({ status: 'signed-out' });
  else if (event.action === 'API_INVALID_CLAIM')
    void sendToSecondFactor(event.claimValidationErrors as Parameters<typeof sendToSecondFactor>[0]);
  else if (
    event.action === 'SESSION_CREATED' ||
    event.action === 'REFRESH_SESSION' ||
    event.action === 'ACCESS_TOKEN_PAYLOAD_UPDATED'
  ) {
    void readSession();
  }
}

/** Initialises supertokens-web-js (Session + Passwordless) once per page load. */
export function initAuthSdk(): void {
  if (claimSdk('web-js')) {
    SuperTokens.init({
      appInfo: appInfo(),
      recipeList: [
        Session.init({ tokenTransferMethod: 'cookie', onHandleEvent: onSessionEvent }),
        Passwordless.init(),
        // The st-mfa claim and PUT /auth/mfa/info; a 403 for it sends the reader to /auth/mfa (ADR 0332).
        MultiFactorAuth.init(),
        ThirdParty.init({
          // Where the reader started goes with the OAuth state, so the callback page returns there (ADR 0321).
          override: {
            functions: (original) => ({
              ...original,
              setStateAndOtherInfoToStorage: (input) =>
                original.setStateAndOtherInfoToStorage({
                  ...input,
                  state: { ...input.state, redirectToPath: redirectToPathOf(input.userContext) },
                }),
            }),
          },
        }),
      ],
    });
  }
}

/** A same-site path the caller asked to return to (lib/sign-in-providers.ts), or undefined. */
function redirectToPathOf(userContext: unknown): string | undefined {
  const path = (userContext as { redirectToPath?: unknown } | undefined)?.redirectToPath;
  return typeof path === 'string' && isSafePath(path) ? path : undefined;
}

/** Starts the SDK, then reads the session state. */
export async function startAuth(): Promise<void> {
  initAuthSdk();
  await readSession();
}

export async function readSession(): Promise<void> {
  try {
    if (await Session.doesSessionExist()) setSessionState({ status: 'signed-in', userId: await Session.getUserId() });
    else setSessionState({ status: 'signed-out' });
  } catch {
    setSessionState({ status: 'signed-out' });
  }
}

/**
 * Signs out through the SDK, and only then shows signed-out: a reader who sees "Sign In" and closes or reloads
 * the page at once is signed out on the server too (showing it first let a reload cancel the revocation).
 */
export async function signOut(): Promise<void> {
  try {
    await Session.signOut();
  } finally {
    setSessionState({ status: 'signed-out' });
  }
}

export { Passwordless };
