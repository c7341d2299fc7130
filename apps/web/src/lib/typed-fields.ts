import { createContext, type RefObject, useContext, useLayoutEffect, useRef, useState } from 'react';

/** Adopts the field's browser value into the form's values; true when they differed. */
type Adopt = () => boolean;

const FormFields = createContext<Set<Adopt> | null>(null);

/** Wraps a form's fields (`value` from `useTypedFields`), so the form can adopt what they show before it sends. */
export const TypedFieldsScope = FormFields.Provider;

/**
 * A controlled field that never loses what the reader sees in it (ADR 0990). React hears typing through `input`
 * events, and one that arrives while React cannot deliver it (before the form is hydrated, or while a form that
 * waited for its code is being hydrated at that very event) changes the field but not the form's values. So the
 * field's browser value is adopted when it mounts, and again when its form is submitted (`useTypedFields`).
 * `value` is what the form holds (a boolean for a checkbox); `adopt` sets it.
 *
 * Both happen in layout effects, which run inside React's commit: a passive effect runs in a later task, and a
 * tap on Generate that lands between the commit and that task would reach a form with no fields to adopt from
 * (CI once read "Full name: is required" under a filled name, with the adoption in passive effects). And the
 * value compared is the one committed, not one rendered: a render React throws away must not make a field look
 * adopted when the form's values never got it.
 */
export function useTypedField<
  V extends string | boolean,
  E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement,
>(value: V, adopt: (typed: V) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const latest = useRef({ value, adopt });
  useLayoutEffect(() => {
    latest.current = { value, adopt };
  });
  const fields = useContext(FormFields);
  useLayoutEffect(() => {
    const sync = () => {
      const element = ref.current;
      if (!element) return false;
      const shown = (
        typeof latest.current.value === 'boolean' ? (element as HTMLInputElement).checked : element.value
      ) as V;
      if (shown === latest.current.value) return false;
      latest.current.adopt(shown);
      return true;
    };
    sync();
    if (!fields) return;
    fields.add(sync);
    return () => void fields.delete(sync);
  }, [fields]);
  return ref;
}

/**
 * For a form whose fields use `useTypedField`: `fields` goes to `TypedFieldsScope` around them; `adoptTyped()`
 * adopts every field's browser value and says whether any differed (then the values change at the next render).
 */
export function useTypedFields(): { fields: Set<Adopt>; adoptTyped(): boolean } {
  const [fields] = useState(() => new Set<Adopt>());
  // Every field, not only up to the first that differed.
  return { fields, adoptTyped: () => [...fields].map((adopt) => adopt()).includes(true) };
}
