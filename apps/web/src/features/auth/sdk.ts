import SuperTokens from 'supertokens-web-js';
import Passwordless from 'supertokens-web-js/recipe/passwordless';
import Session from 'supertokens-web-js/recipe/session';
import { setSessionState } from '../../lib/session';
import { appInfo, claimSdk } from './sdk-owner';

/** Keeps the app's session state in step with the SDK's events. */
export function onSessionEvent(event: { action: string; userContext?: unknown }): void {
  if (event.action === 'SIGN_OUT' || event.action === 'UNAUTHORISED') setSessionState({ status: 'signed-out' });
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
      recipeList: [Session.init({ tokenTransferMethod: 'cookie', onHandleEvent: onSessionEvent }), Passwordless.init()],
    });
  }
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

/** Signs out through the SDK; the UI shows signed-out at once. */
export async function signOut(): Promise<void> {
  setSessionState({ status: 'signed-out' });
  await Session.signOut();
}

export { Passwordless };
