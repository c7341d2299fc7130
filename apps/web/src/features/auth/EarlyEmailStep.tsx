import { type FormEvent, useEffect, useRef, useState } from 'react';
import './early-email.css';

/**
 * The sign-in page's first step as the site's own HTML (ADR 1401): prerendered in /auth's page, so the reader can
 * type an address from the first paint, long before React and the SuperTokens SDK have loaded (about 2.4 s on
 * the throttled phone). It sends nothing itself: once the SDK has drawn its own form, AuthPage hands over what
 * was typed (and a press of Continue) to it (`handOver`), and this card goes, so every call is still the SDK's.
 * It looks like the SDK's e-mail card, line for line, so the swap moves nothing.
 */
export function EarlyEmailStep({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [pressed, setPressed] = useState(false);
  // A press of Continue (or Enter) before this code ran was held by src/first-tap.ts.
  useEffect(() => {
    if (!form.current || !window.firstTap?.claim(form.current)) return;
    setPressed(true);
    onSubmitted();
  }, [onSubmitted]);
  // The page opened with nothing focused: the address field is, as the SDK's own field was (its autofocus).
  useEffect(() => {
    if (document.activeElement === document.body) document.getElementById('early-email')?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPressed(true);
    onSubmitted();
  };
  return (
    <form ref={form} className="early-email" method="post" data-first-tap="" onSubmit={submit}>
      <div className="early-email__title">Sign in</div>
      <div className="early-email__divider" />
      <label className="early-email__label" htmlFor="early-email">
        Email
      </label>
      <div className="early-email__box">
        <input id="early-email" className="early-email__input" type="email" name="early-email" autoComplete="email" />
      </div>
      {/* Pressed: the SDK's form takes the address and sends the code as soon as it is drawn. */}
      <button type="submit" className="early-email__button" aria-busy={pressed || undefined}>
        {pressed ? 'One moment…' : 'Continue'}
      </button>
      <p className="early-email__terms">
        By continuing, you agree to our <a href="/terms">Terms of Service</a> and{' '}
        <a href="/privacy-policy">Privacy Policy</a>
      </p>
    </form>
  );
}

/** The SDK's own first sign-in form in its shadow root, once drawn: its contact field and its submit button. */
export function sdkFirstForm(): { field: HTMLInputElement | null; submit: HTMLButtonElement } | undefined {
  const root = document.getElementById('supertokens-root')?.shadowRoot;
  const submit = root?.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (!root || !submit) return undefined;
  const field = root.querySelector<HTMLInputElement>('input[name="email"], input[name="emailOrPhone"]');
  return { field, submit };
}

/**
 * Gives the SDK's form what the reader typed into ours (through the input's own value setter and an input event,
 * as typing does, so the SDK's React state has it). Returns whether there was an address to hand over.
 */
export function handOver(sdk: { field: HTMLInputElement | null }): boolean {
  const ours = document.getElementById('early-email');
  if (!(ours instanceof HTMLInputElement) || !sdk.field) return false;
  const typed = ours.value.trim();
  if (typed) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(sdk.field, typed);
    sdk.field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  return typed !== '';
}
