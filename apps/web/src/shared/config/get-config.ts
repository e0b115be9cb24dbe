import type { ClientConfig } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/client';

/** GET api/config: runtime values needed before sign-in (demo mode, account site, build version). */
export function fetchConfig(): Promise<ClientConfig> {
  return http<ClientConfig>('api/config');
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'] as const,
  queryFn: fetchConfig,
  // Fixed for the life of the server process.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
