import type { SessionEntry } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/account/sessions: the signed-in user's active sessions. */
export function fetchSessions(): Promise<SessionEntry[]> {
  return http<SessionEntry[]>('api/account/sessions');
}

export const sessionsQueryOptions = queryOptions({
  queryKey: ['sessions'] as const,
  queryFn: fetchSessions,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
