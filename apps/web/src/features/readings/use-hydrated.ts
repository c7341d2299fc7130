import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true after. Forms without `useFirstTap` keep their submit button
 * disabled until then, so a click before the JavaScript is ready cannot fall back to a native submit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * For a form marked `data-first-tap` (ADR 0640): a submit pressed before the app's code was ready was held by
 * src/first-tap.ts; once the form is live it is submitted again, after the fields adopted what was typed (their
 * own mount effects run first, so the re-render carries the typed values).
 */
export function useFirstTap(form: RefObject<HTMLFormElement | null>): void {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (form.current && window.firstTap?.claim(form.current)) setPending(true);
  }, [form]);
  useEffect(() => {
    if (!pending) return;
    setPending(false);
    form.current?.requestSubmit();
  }, [pending, form]);
}
