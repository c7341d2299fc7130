import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/**
 * The one TanStack Query client. It is not in the first-paint bundle: only the parts of the app that
 * fetch data (lazily loaded) import this module and wrap themselves in <WithQueries>. Every wrapper shares
 * this client, so a query invalidated in one place refreshes everywhere.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Wraps a lazily loaded component that fetches data in <WithQueries>. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <WithQueries>
      <Component {...props} />
    </WithQueries>
  );
  Wrapped.displayName = `withQueries(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
