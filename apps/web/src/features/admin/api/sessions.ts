import type { AdminSessionRow, Paged, PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/admin/sessions/search: one page of every user's live sessions. */
export function useSessionSearch(request: PagedSearchRequest) {
  return useQuery({
    queryKey: ['admin-sessions', 'search', request] as const,
    queryFn: () => http<Paged<AdminSessionRow>>('api/admin/sessions/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
}

/** DELETE api/admin/sessions/{series}: the list is asked again afterwards. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (series: string) => http<{ ok: true }>(`api/admin/sessions/${encodeURIComponent(series)}`, { method: 'DELETE' }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-sessions', 'search'] }),
  });
}
