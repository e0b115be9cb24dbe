import { SimpleGrid, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/numbers';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { METRICS_POLL_MS, useMetricsJson } from '../api/operations';
import { LineChart } from '../metrics/line-chart';
import { type MetricsPoint, type MetricsSnapshot, pointBetween, readSnapshot } from '../metrics/metrics-snapshot';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';

/** Samples kept: ten minutes at one every ten seconds. */
const KEEP = 60;
const TOP_ROUTES = 10;

type Series = { key: string; unit: string; digits: number; pick: (p: MetricsPoint) => number | null };

const SERIES: Series[] = [
  { key: 'requestRate', unit: 'perSecond', digits: 1, pick: (p) => p.requestsPerSecond },
  { key: 'meanLatency', unit: 'ms', digits: 1, pick: (p) => p.meanLatencyMs },
  { key: 'errorRate', unit: 'perSecond', digits: 2, pick: (p) => p.serverErrorsPerSecond },
  { key: 'eventLoop', unit: 'ms', digits: 1, pick: (p) => p.eventLoopP99Ms },
  { key: 'heap', unit: 'mib', digits: 0, pick: (p) => p.heapUsedMiB },
  { key: 'coalescerLag', unit: 'ms', digits: 0, pick: (p) => p.coalescerLagMs },
  { key: 'dbWaiting', unit: 'count', digits: 0, pick: (p) => p.dbWaiting },
];

/**
 * Metrics (002 metrics): metrics/metrics sampled every ten seconds while the page is open, drawn as rates and
 * means between samples (requests, response time, server errors, event-loop delay, heap, the seat-time
 * coalescer's lag, database connections waiting), and the busiest routes since the server started.
 */
export function MetricsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const metrics = useMetricsJson();
  const [samples, setSamples] = useState<MetricsSnapshot[]>([]);
  useEffect(() => {
    if (!metrics.data) return;
    const snapshot = readSnapshot(metrics.data, metrics.dataUpdatedAt);
    setSamples((old) => [...old, snapshot].slice(-KEEP));
  }, [metrics.data, metrics.dataUpdatedAt]);

  const points = samples.slice(1).map((s, i) => pointBetween(samples[i] as MetricsSnapshot, s));
  const latest = samples.at(-1);
  const value = (v: number | null, unit: string, digits: number) =>
    v === null ? t('operations.metrics.none') : t(`operations.metrics.units.${unit}`, { value: formatNumber(v, lang, digits) });
  // The span the charts cover, in whole minutes, at least one ('over the last minute').
  const minutes = Math.max(1, Math.ceil(((latest?.atMs ?? 0) - (samples[0]?.atMs ?? 0)) / 60_000));

  return (
    <>
      <PageTitle>{t('operations.metrics.title')}</PageTitle>
      <Text mb="md">{t('operations.metrics.hint', { seconds: METRICS_POLL_MS / 1000 })}</Text>
      {metrics.isPending && <PageLoader />}
      {metrics.isError && <QueryErrorAlert error={metrics.error} onRetry={() => metrics.refetch()} />}
      {latest && points.length === 0 && <Text>{t('operations.metrics.collecting')}</Text>}
      {points.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="xl">
          {SERIES.filter((s) => s.key !== 'dbWaiting' || latest?.dbPool).map((s) => {
            const values = points.map((p) => (p ? s.pick(p) : null));
            const known = values.filter((v): v is number => v !== null);
            const title = t(`operations.metrics.series.${s.key}`);
            return (
              <LineChart
                key={s.key}
                title={title}
                latest={value(values.at(-1) ?? null, s.unit, s.digits)}
                values={values}
                summary={t('operations.metrics.summary', {
                  title,
                  count: minutes,
                  min: value(known.length ? Math.min(...known) : null, s.unit, s.digits),
                  max: value(known.length ? Math.max(...known) : null, s.unit, s.digits),
                })}
              />
            );
          })}
        </SimpleGrid>
      )}
      {latest && (
        <>
          <Text component="h2" fw={700} size="lg" mb="xs">
            {t('operations.metrics.routes.title')}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('operations.metrics.routes.route')}</Table.Th>
                  <Table.Th scope="col">{t('operations.metrics.routes.requests')}</Table.Th>
                  <Table.Th scope="col">{t('operations.metrics.routes.mean')}</Table.Th>
                  <Table.Th scope="col">{t('operations.metrics.routes.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {latest.routes.slice(0, TOP_ROUTES).map((r) => (
                  <Table.Tr key={`${r.method} ${r.route}`}>
                    <Table.Th scope="row">
                      <code>{`${r.method} ${r.route}`}</code>
                    </Table.Th>
                    <Table.Td>{formatNumber(r.count, lang)}</Table.Td>
                    <Table.Td>{value(r.count > 0 ? (r.sumSeconds / r.count) * 1000 : null, 'ms', 1)}</Table.Td>
                    <Table.Td>{formatNumber(r.serverErrors, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </>
  );
}
