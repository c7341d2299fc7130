import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { type Dialogs, DialogsContext } from '../lib/dialogs';
import { invalidate } from '../lib/invalidate';
import { queryKeys } from '../lib/query-keys';

// Dialogs load only when first opened: the sign-in SDK's UI and the payment library stay out of first paint.
const SignInDialog = lazy(() => import('../features/auth/SignInDialog'));
const BuyTokensModal = lazy(() => import('../features/tokens/BuyTokensModal'));

type Open = { kind: 'sign-in'; then?: () => void } | { kind: 'buy-tokens'; then?: () => void; need?: number } | null;

function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Provides the app-wide dialogs that features open through `useDialogs()`. */
export function DialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  // Focus goes back where it was when a dialog closes.
  const opener = useRef<HTMLElement | null>(null);

  const dialogs = useMemo<Dialogs>(
    () => ({
      openSignIn(then) {
        opener.current = document.activeElement as HTMLElement | null;
        setOpen({ kind: 'sign-in', then });
      },
      openBuyTokens(then, need) {
        opener.current = document.activeElement as HTMLElement | null;
        setOpen({ kind: 'buy-tokens', then, ...(need ? { need } : {}) });
      },
    }),
    [],
  );

  const close = () => {
    setOpen(null);
    opener.current?.focus?.();
  };
  const succeed = () => {
    const then = open?.then;
    if (open?.kind === 'sign-in') {
      // The Sign In button that opened it is now "Logout": one more Enter would sign out. Focus goes to
      // the page's heading instead (what follows, e.g. a continued reading, may move it on).
      setOpen(null);
      focusPageHeading();
    } else {
      close();
    }
    void invalidate(queryKeys.tokenBalance);
    then?.();
  };

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'sign-in' && <SignInDialog onClose={close} onSignedIn={succeed} />}
        {open?.kind === 'buy-tokens' && <BuyTokensModal onClose={close} onPurchased={succeed} need={open.need} />}
      </Suspense>
    </DialogsContext.Provider>
  );
}
