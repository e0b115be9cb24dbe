import type { AuditEvent } from '@continuum/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** Optional inclusive day range, as YYYY-MM-DD. */
export interface AuditFilter {
  fromDate?: string;
  toDate?: string;
}

/** GET api/audits?fromDate&toDate (ROLE_ADMIN): audit events, newest first. */
export function fetchAudits(filter: AuditFilter): Promise<AuditEvent[]> {
  return http<AuditEvent[]>('api/audits', { query: { fromDate: filter.fromDate, toDate: filter.toDate } });
}

export const auditsQueryOptions = (filter: AuditFilter = {}) =>
  queryOptions({
    queryKey: ['audits', filter.fromDate ?? '', filter.toDate ?? ''] as const,
    queryFn: () => fetchAudits(filter),
  });

export function useAudits(filter: AuditFilter) {
  // Keep the previous rows on screen while a new date range loads.
  return useQuery({ ...auditsQueryOptions(filter), placeholderData: keepPreviousData });
}
