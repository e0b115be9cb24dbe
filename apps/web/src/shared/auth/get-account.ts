import type { Account } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasStatus } from '../http/api-error';
import { http } from '../http/client';
import '../query/meta';

/** GET api/account: the signed-in identity, or null when anonymous (a 401 here is not an error). */
export async function fetchAccount(): Promise<Account | null> {
  try {
    return await http<Account>('api/account');
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

export const accountQueryOptions = queryOptions({
  queryKey: ['account'] as const,
  queryFn: fetchAccount,
  staleTime: 60_000,
  retry: false,
  meta: { errorDialog: false },
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
