import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { accountQueryOptions } from '@/shared/auth/get-account';

/**
 * A route loader that starts the page's query while its chunk loads, when someone is signed in (anonymous
 * visitors are about to be sent to login by the guard, so nothing is fetched for them).
 */
export function prefetchLoader(
  queryClient: QueryClient,
  prefetch: (args: LoaderFunctionArgs) => Promise<unknown> | null,
  /** Loads the prefetch's own chunk; started with the account check rather than after it (one round trip less). */
  warm?: () => Promise<unknown>,
) {
  return async (args: LoaderFunctionArgs) => {
    void warm?.().catch(() => undefined);
    const account = await queryClient.ensureQueryData(accountQueryOptions).catch(() => null);
    if (account) await prefetch(args);
    return null;
  };
}

/** Loader of guarded layouts: the identity is known before the guard renders, so it does not flash. */
export function accountLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(accountQueryOptions).catch(() => null);
    return null;
  };
}
