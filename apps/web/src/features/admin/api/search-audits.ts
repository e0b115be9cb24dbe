import type { AuditEvent, Paged, PagedSearchRequest } from '@continuum/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** POST api/audits/search (ROLE_ADMIN): one page of audit events; a read, so it is a query, not a mutation. */
export function searchAudits(request: PagedSearchRequest): Promise<Paged<AuditEvent>> {
  return http<Paged<AuditEvent>>('api/audits/search', { method: 'POST', body: request });
}

export const auditSearchQueryOptions = (request: PagedSearchRequest) =>
  queryOptions({
    queryKey: ['audits', 'search', request] as const,
    queryFn: () => searchAudits(request),
    // The page shows the failure in place (QueryErrorAlert) instead of the generic dialog.
    meta: { errorDialog: false },
  });

export function useAuditSearch(request: PagedSearchRequest) {
  // Keep the previous page on screen while the next one loads.
  return useQuery({ ...auditSearchQueryOptions(request), placeholderData: keepPreviousData });
}
