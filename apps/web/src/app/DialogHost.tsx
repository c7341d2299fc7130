import { type ReactNode, useMemo } from 'react';
import { type Dialogs, DialogsContext } from '../lib/dialogs';

/** Provides the app-wide dialogs. (The auth and tokens features plug their dialogs in here.) */
export function DialogHost({ children }: { children: ReactNode }) {
  const dialogs = useMemo<Dialogs>(() => ({ openSignIn: () => {}, openBuyTokens: () => {} }), []);
  return <DialogsContext.Provider value={dialogs}>{children}</DialogsContext.Provider>;
}
