import type { AdminEmailRow, Paged, PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/admin/email/search (ROLE_ADMIN): one page of the sent mail. */
export function searchEmails(request: PagedSearchRequest): Promise<Paged<AdminEmailRow>> {
  return http<Paged<AdminEmailRow>>('api/admin/email/search', { method: 'POST', body: request });
}

export const emailSearchQueryOptions = (request: PagedSearchRequest) =>
  queryOptions({
    queryKey: ['admin-emails', 'search', request] as const,
    queryFn: () => searchEmails(request),
    meta: { errorDialog: false },
  });

export function useEmailSearch(request: PagedSearchRequest) {
  return useQuery({ ...emailSearchQueryOptions(request), placeholderData: keepPreviousData });
}
