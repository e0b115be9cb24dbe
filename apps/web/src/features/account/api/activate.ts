import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/account/activate?key: activates the account once (400 ACTIVATION_KEY_INVALID otherwise). */
export function activateAccount(key: string): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/account/activate', { query: { key } });
}

export const activationQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['activation', key] as const,
    queryFn: () => activateAccount(key),
    // A key works once: never call it again for the same page view.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errorDialog: false },
  });

export function useActivation(key: string | null) {
  return useQuery({ ...activationQueryOptions(key ?? ''), enabled: Boolean(key) });
}
