import { type FormEvent, useEffect, useReducer, useState } from 'react';
import { continueWith, phoneSignInOffered, type SignInProvider, signInProviders } from '../../../lib/sign-in-providers';
import { generalErrorMessage, httpStatusOf, MESSAGES } from '../messages';
import { rememberReturnPath } from '../return-path';
import { initAuthSdk, Passwordless, readSession } from '../sdk';
import { contactOf, initialSignIn, refusedCodeEvent, type SignInEvent, signInReducer } from './sign-in-state';

/** An SDK call that threw, in words: too many requests, the server's own message, else `fallback`. */
function failure(e: unknown, fallback: string): SignInEvent {
  return { type: 'failed', error: httpStatusOf(e) === 429 ? MESSAGES.tooMany : (generalErrorMessage(e) ?? fallback) };
}

/** What the server offers besides e-mail: social providers, and whether a phone number can sign in. */
export function useSignInOffer() {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  const [phoneOffered, setPhoneOffered] = useState(false);
  useEffect(() => {
    void signInProviders().then(setProviders);
    void phoneSignInOffered().then(setPhoneOffered);
  }, []);
  return { providers, phoneOffered };
}

/**
 * The sign-in dialog's state and its commands, each an SDK call whose answer becomes one event. The SDK is
 * started when the dialog opens: signed-out visitors only load it then.
 */
export function useSignIn(onSignedIn: () => void) {
  const [state, dispatch] = useReducer(signInReducer, initialSignIn);
  useEffect(initAuthSdk, []);

  const restart = async () => {
    await Passwordless.clearLoginAttemptInfo();
    dispatch({ type: 'restart' });
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'request' });
    try {
      const res = await Passwordless.createCode(contactOf(state));
      if (res.status === 'OK') {
        rememberReturnPath();
        dispatch({ type: 'code-sent' });
      } else dispatch({ type: 'failed', error: res.reason || MESSAGES.status(res.status) });
    } catch (e) {
      dispatch(failure(e, MESSAGES.sendFailed));
    }
  };

  const resend = async () => {
    dispatch({ type: 'request' });
    try {
      // The server keeps the gap between two codes and says how long to wait when asked too soon.
      if ((await Passwordless.resendCode()).status === 'OK') dispatch({ type: 'code-resent' });
      else await restart();
    } catch (e) {
      dispatch(failure(e, MESSAGES.sendFailed));
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'request' });
    try {
      const res = await Passwordless.consumeCode({ userInputCode: state.code.trim() });
      if (res.status !== 'OK') {
        const next = refusedCodeEvent(res);
        if (next.type === 'restart') await restart();
        else dispatch(next);
        return;
      }
      await Passwordless.clearLoginAttemptInfo();
      await readSession();
      dispatch({ type: 'settled' });
      onSignedIn();
    } catch (e) {
      dispatch(failure(e, MESSAGES.validateFailed));
    }
  };

  const back = () => {
    dispatch({ type: 'back' });
    void Passwordless.clearLoginAttemptInfo();
  };

  const startProvider = async (id: string) => {
    dispatch({ type: 'request' });
    try {
      await continueWith(id); // the page leaves for the provider: the buttons stay busy
    } catch (e) {
      dispatch(failure(e, MESSAGES.providerFailed));
    }
  };

  return { state, dispatch, sendCode, resend, verify, back, startProvider };
}
