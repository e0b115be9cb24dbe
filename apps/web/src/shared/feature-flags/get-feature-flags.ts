import type { FeatureFlags } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccount } from '../auth/get-account';
import { http } from '../http/client';

/** GET api/feature_flags/ (flag -> enabled). The call needs a session, so anonymous users have none. */
export function fetchFeatureFlags(): Promise<FeatureFlags> {
  return http<FeatureFlags>('api/feature_flags/');
}

export const featureFlagsQueryOptions = queryOptions({
  queryKey: ['feature-flags'] as const,
  queryFn: fetchFeatureFlags,
  staleTime: 5 * 60_000,
});

export function useFeatureFlags() {
  const account = useAccount();
  return useQuery({ ...featureFlagsQueryOptions, enabled: Boolean(account.data) });
}
