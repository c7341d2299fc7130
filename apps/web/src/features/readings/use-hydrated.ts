import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true after.
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
 * own mount effects run first, so the re-render carries the typed values). `warm` runs at the reader's first
 * touch of the form, also one made before its code ran: to load what the submission will need.
 */
export function useFirstTap(form: RefObject<HTMLFormElement | null>, warm?: () => void): void {
  const submitAgain = useSubmitAgain(form);
  useEffect(() => {
    const element = form.current;
    if (element && window.firstTap?.claim(element)) submitAgain();
    if (!element || !warm) return;
    if (window.firstTap?.touched(element) || element.contains(document.activeElement)) return warm();
    const events = ['focusin', 'pointerdown'] as const;
    for (const e of events) element.addEventListener(e, warm, { once: true, passive: true });
    return () => {
      for (const e of events) element.removeEventListener(e, warm);
    };
  }, [form, warm, submitAgain]);
}

/** `submitAgain()` submits the form once more after the next render, whose handlers see the values set before it. */
export function useSubmitAgain(form: RefObject<HTMLFormElement | null>): () => void {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    // In a task of its own: asked for from a submit's handler, this effect can run inside that submit's dispatch,
    // where the browser ignores a new submission of the same form.
    const later = setTimeout(() => {
      setPending(false);
      form.current?.requestSubmit();
    });
    return () => clearTimeout(later);
  }, [pending, form]);
  return useCallback(() => setPending(true), []);
}
