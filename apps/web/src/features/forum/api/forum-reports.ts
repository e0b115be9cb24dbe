import type { ForumReportRow, Paged, PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

const reportKeys = { search: ['forum-reports', 'search'] as const };

/** POST api/forum/reports/search: one page of the reports the moderator may decide (decision 0085). */
export function useForumReportSearch(request: PagedSearchRequest) {
  return useQuery({
    queryKey: [...reportKeys.search, request] as const,
    queryFn: () => http<Paged<ForumReportRow>>('api/forum/reports/search', { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
    meta: { errorDialog: false },
  });
}

/** POST api/forum/reports/{reportId}/keep|remove; the list is asked again afterwards. */
export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, decision }: { reportId: number; decision: 'keep' | 'remove' }) =>
      http<{ ok: true }>(`api/forum/reports/${reportId}/${decision}`, { method: 'POST' }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.search }),
  });
}
