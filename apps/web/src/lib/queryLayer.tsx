import { QueryClientProvider, useIsFetching, useIsMutating, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { pendingCallsAtom } from './loading.ts';
import { appStore, isLoggedInAtom } from './session.ts';

/** Holds one spinner count while any query or mutation is in flight. */
function QueryActivitySpinner() {
  const busy = useIsFetching() + useIsMutating() > 0;
  useEffect(() => {
    if (!busy) return;
    appStore.set(pendingCallsAtom, (count) => count + 1);
    return () => {
      // A failure may already have zeroed the count (hideSpinner); never go below it.
      appStore.set(pendingCallsAtom, (count) => Math.max(0, count - 1));
    };
  }, [busy]);
  return null;
}

/**
 * The query layer of the routed app: the client, the spinner following in-flight calls, and a cache
 * emptied when the user signs out (the next user must not see the last one's rows or lists).
 */
export function QueryLayer({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(
    () =>
      appStore.sub(isLoggedInAtom, () => {
        if (!appStore.get(isLoggedInAtom)) client.clear();
      }),
    [client],
  );
  return (
    <QueryClientProvider client={client}>
      <QueryActivitySpinner />
      {children}
    </QueryClientProvider>
  );
}
