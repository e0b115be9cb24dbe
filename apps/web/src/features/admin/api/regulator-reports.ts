import type {
  Paged,
  ReportDashboard,
  ReportExportBody,
  ReportExportReply,
  ReportItem,
  ReportResultBody,
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

/** POST api/admin/regulator-reports/search with status EXPORTED: the items awaiting the regulator's answer. */
export const awaitingResultQuery = () =>
  queryOptions({
    queryKey: ['admin-regulator-reports', 'awaiting-result'] as const,
    queryFn: () =>
      http<Paged<ReportItem>>('api/admin/regulator-reports/search', {
        method: 'POST',
        body: {
          options: { status: 'EXPORTED' },
          pageSize: AWAITING_PAGE_SIZE,
          sortOrders: { primary: { field: 'dueOn', direction: 'ASC' } },
        },
      }),
  });

/** How many exported items the page lists at once (the oldest due first). */
export const AWAITING_PAGE_SIZE = 100;

export const useAwaitingResult = () => useQuery(awaitingResultQuery());

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
