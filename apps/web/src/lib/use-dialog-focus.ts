import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard behaviour: focus moves into it when it opens, Tab and Shift+Tab stay inside,
 * Escape closes it. Focus starts on `initialFocus` when given, on the dialog itself with 'container'
 * (screen readers then read its title first), else on its first field or button. (DialogHost returns
 * focus to the opener when the dialog closes.)
 */
export function useDialogFocus(
  ref: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null> | 'container',
): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    if (initialFocus === 'container') root.focus();
    else if (initialFocus) initialFocus.current?.focus();
    else root.querySelector<HTMLElement>('[autofocus], input, button')?.focus();
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const root = ref.current;
      if (!root) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (!root.contains(active) || (e.shiftKey && (active === first || active === root))) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref, onEscape]);
}
