import type { AdminHealth, AdminInfo, LoggerLevel } from '@continuum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import type { PromMetric } from '../metrics/metrics-snapshot';

/** GET admin/manage/health: a 503 still carries the components, which is what the page shows. */
const fetchHealth = () => http<AdminHealth>('admin/manage/health', { acceptStatuses: [503] });

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['operations', 'health'] as const, queryFn: fetchHealth, meta: { errorDialog: false } });
export const useAdminHealth = () => useQuery(healthQueryOptions());

export const useAdminInfo = () =>
  useQuery({
    queryKey: ['operations', 'info'] as const,
    queryFn: () => http<AdminInfo>('admin/manage/info'),
    meta: { errorDialog: false },
  });

export const useConfigProps = () =>
  useQuery({
    queryKey: ['operations', 'configprops'] as const,
    queryFn: () => http<Record<string, unknown>>('admin/manage/configprops'),
    meta: { errorDialog: false },
  });

/** GET admin/manage/dump: fetched on demand (a report is ~100 KiB), not on page load. */
export const fetchDiagnosticReport = () => http<Record<string, unknown>>('admin/manage/dump');

const loggersKey = ['operations', 'loggers'] as const;
export const useLoggers = () =>
  useQuery({ queryKey: loggersKey, queryFn: () => http<LoggerLevel[]>('api/logs'), meta: { errorDialog: false } });

export function useSetLogLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoggerLevel) => http<LoggerLevel[]>('api/logs', { method: 'PUT', body }),
    meta: { errorDialog: false },
    onSuccess: (loggers) => client.setQueryData(loggersKey, loggers),
  });
}

/** How often the metrics page samples metrics/metrics while it is open. */
export const METRICS_POLL_MS = 10_000;

/** GET metrics/metrics (002 §7): every metric as JSON, sampled while the metrics page is open. */
export const useMetricsJson = () =>
  useQuery({
    queryKey: ['operations', 'metrics'] as const,
    queryFn: () => http<PromMetric[]>('metrics/metrics'),
    refetchInterval: METRICS_POLL_MS,
    meta: { errorDialog: false },
  });
