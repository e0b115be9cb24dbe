import type { ReportDashboard, ReportExportBody, ReportExportReply } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/admin/regulator-reports/dashboard: open report items counted by regulator and product (decision 0150). */
export const reportDashboardQuery = () =>
  queryOptions({
    queryKey: ['admin-regulator-reports', 'dashboard'] as const,
    queryFn: () => http<ReportDashboard>('api/admin/regulator-reports/dashboard'),
  });

export const useReportDashboard = () => useQuery(reportDashboardQuery());

/** POST api/admin/regulator-reports/export: one file of the items; the dashboard's counts change with it. */
export function useExportReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportExportBody) =>
      http<ReportExportReply>('api/admin/regulator-reports/export', { method: 'POST', body }),
    meta: { errorDialog: false },
    onSuccess: () => client.invalidateQueries({ queryKey: reportDashboardQuery().queryKey }),
  });
}

/** Where the browser downloads a stored export (GET api/admin/regulator-reports/exports/{id}). */
export const reportExportHref = (id: number) => `/api/admin/regulator-reports/exports/${id}`;
