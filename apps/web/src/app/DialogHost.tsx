import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { type Dialogs, DialogsContext } from '../lib/dialogs';
import { invalidate } from '../lib/invalidate';
import { queryKeys } from '../lib/query-keys';

// Dialogs load only when first opened: the sign-in SDK's UI and the payment library stay out of first paint.
const SignInDialog = lazy(() => import('../features/auth/SignInDialog'));
const BuyTokensModal = lazy(() => import('../features/tokens/BuyTokensModal'));

type Open = { kind: 'sign-in'; then?: () => void } | { kind: 'buy-tokens'; then?: () => void } | null;

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
      openBuyTokens(then) {
        opener.current = document.activeElement as HTMLElement | null;
        setOpen({ kind: 'buy-tokens', then });
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
    close();
    void invalidate(queryKeys.tokenBalance);
    then?.();
  };

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'sign-in' && <SignInDialog onClose={close} onSignedIn={succeed} />}
        {open?.kind === 'buy-tokens' && <BuyTokensModal onClose={close} onPurchased={succeed} />}
      </Suspense>
    </DialogsContext.Provider>
  );
}
