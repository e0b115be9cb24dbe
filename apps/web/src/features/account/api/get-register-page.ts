import type { RegisterPageReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/account/page/register?key: the person a pre-registration key pre-fills, or null. */
export function fetchRegisterPage(key: string): Promise<RegisterPageReply> {
  return http<RegisterPageReply>('api/account/page/register', { query: { key } });
}

export const registerPageQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['register-page', key] as const,
    queryFn: () => fetchRegisterPage(key),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errorDialog: false },
  });

export function useRegisterPage(key: string | null) {
  return useQuery({ ...registerPageQueryOptions(key ?? ''), enabled: Boolean(key) });
}
