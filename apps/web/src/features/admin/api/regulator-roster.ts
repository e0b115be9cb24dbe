import type { RegulatorRosterReply } from '@continuum/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export interface RosterFilter {
  productId: number;
  from: string;
  to: string;
}

/** GET api/admin/roster: the regulator roster of one course and completion-date range (decision 0098). */
export const useRegulatorRoster = (filter: RosterFilter | null) =>
  useQuery({
    queryKey: ['admin-regulator-roster', filter] as const,
    queryFn: () => http<RegulatorRosterReply>('api/admin/roster', { query: { ...filter } }),
    enabled: filter !== null,
    meta: { errorDialog: false },
  });

/** The same roster as a CSV file the browser downloads (GET api/admin/roster.csv). */
export const rosterCsvHref = (filter: RosterFilter) =>
  `/api/admin/roster.csv?${new URLSearchParams({ productId: String(filter.productId), from: filter.from, to: filter.to })}`;
