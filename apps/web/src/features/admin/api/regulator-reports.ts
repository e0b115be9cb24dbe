import type {
  Paged,
  ReportDashboard,
  ReportExportBody,
  ReportExportReply,
  ReportItem,
  ReportResultBody,
  ReportTrend,
} from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/admin/regulator-reports/dashboard: open report items counted by regulator and product (decision 0150). */
export const reportDashboardQuery = () =>
  queryOptions({
    queryKey: ['admin-regulator-reports', 'dashboard'] as const,
    queryFn: () => http<ReportDashboard>('api/admin/regulator-reports/dashboard'),
  });

export const useReportDashboard = () => useQuery(reportDashboardQuery());

/** GET api/admin/regulator-reports/trend: reportable completions and the on-time rate per week (decision 0192). */
export const reportTrendQuery = (weeks: number) =>
  queryOptions({
    queryKey: ['admin-regulator-reports', 'trend', weeks] as const,
    queryFn: () => http<ReportTrend>(`api/admin/regulator-reports/trend?weeks=${weeks}`),
  });

export const useReportTrend = (weeks: number) => useQuery(reportTrendQuery(weeks));

/** POST api/admin/regulator-reports/export: one file of the items; the dashboard's counts and the awaiting list change with it. */
export function useExportReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportExportBody) =>
      http<ReportExportReply>('api/admin/regulator-reports/export', { method: 'POST', body }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-regulator-reports'] }),
  });
}

/** Where the browser downloads a stored export (GET api/admin/regulator-reports/exports/{id}). */
export const reportExportHref = (id: number) => `/api/admin/regulator-reports/exports/${id}`;

/** How many items of one status the page lists at once (the oldest due first). */
export const STATUS_LIST_SIZE = 100;

/** POST api/admin/regulator-reports/search of one status (EXPORTED: awaiting the regulator; REJECTED: its reasons). */
export const itemsWithStatusQuery = (status: 'EXPORTED' | 'REJECTED') =>
  queryOptions({
    queryKey: ['admin-regulator-reports', 'status', status] as const,
    queryFn: () =>
      http<Paged<ReportItem>>('api/admin/regulator-reports/search', {
        method: 'POST',
        body: {
          options: { status },
          pageSize: STATUS_LIST_SIZE,
          sortOrders: { primary: { field: 'dueOn', direction: 'ASC' } },
        },
      }),
  });

export const useItemsWithStatus = (status: 'EXPORTED' | 'REJECTED') => useQuery(itemsWithStatusQuery(status));

/** POST api/admin/regulator-reports/{id}/result: the regulator's answer; the list and the dashboard's counts follow. */
export function useRecordResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReportResultBody }) =>
      http<ReportItem>(`api/admin/regulator-reports/${id}/result`, { method: 'POST', body }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-regulator-reports'] }),
  });
}
