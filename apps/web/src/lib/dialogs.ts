import { createContext, useContext } from 'react';

/**
 * App-wide dialogs that features open without importing each other: the app shell provides the
 * implementation (see app/DialogHost.tsx).
 */
export interface Dialogs {
  /** Opens the sign-in dialog; `onSignedIn` runs after a successful sign-in. */
  openSignIn(onSignedIn?: () => void): void;
  /**
   * Opens the buy-tokens modal; `onPurchased` runs after a successful purchase. `need`: the tokens a reading
   * still lacks, offered first as an exact purchase (ADR 0631).
   */
  openBuyTokens(onPurchased?: () => void, need?: number): void;
}

export const DialogsContext = createContext<Dialogs>({
  openSignIn: () => {},
  openBuyTokens: () => {},
});

export const useDialogs = (): Dialogs => useContext(DialogsContext);
