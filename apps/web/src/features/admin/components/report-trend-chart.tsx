import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Table.css';
import { REPORT_TREND_WEEKS_DEFAULT, type ReportTrend } from '@continuum/contracts';
import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useReportTrend } from '../api/regulator-reports';

type Week = ReportTrend['weeks'][number];

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 44, bottom: 28, left: 36 };
const BAR = 'var(--mantine-color-blue-6)';
const LINE = 'var(--mantine-color-orange-8)';

/**
 * The dashboard's chart of reportable completions (bars) and the on-time rate (line) per week (issue 28, decision
 * 0192). Drawn as plain SVG, hidden from assistive technology: the same figures are in a table screen readers read.
 * Loaded on its own (React.lazy) by the regulator reports page.
 */
export function ReportTrendChart({ weeks = REPORT_TREND_WEEKS_DEFAULT }: { weeks?: number }) {
  const { t, i18n } = useTranslation();
  const trend = useReportTrend(weeks);
  const titleId = useId();
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const n = new Intl.NumberFormat(i18n.language);
  const weekLabel = (w: Week) => day.format(new Date(`${w.weekStart}T00:00:00Z`));
  const rate = (w: Week) => (w.onTimeRate === null ? t('regulatorReports.trend.noRate') : percent.format(w.onTimeRate));

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mt="xl" mb="xs">
        {t('regulatorReports.trend.title', { count: weeks })}
      </Title>
      {trend.isError && <QueryErrorAlert error={trend.error} onRetry={() => trend.refetch()} />}
      {trend.isPending && <Text size="sm">{t('regulatorReports.trend.loading')}</Text>}
      {trend.data && (
        <>
          <Text size="sm" mb="xs">
            {summary(trend.data.weeks, t, n, percent)}
          </Text>
          <TrendSvg weeks={trend.data.weeks} label={weekLabel} />
          <Text size="xs" aria-hidden="true">
            <span style={{ color: BAR }}>■</span> {t('regulatorReports.trend.legendCompletions')}{' '}
            <span style={{ color: LINE }}>●</span> {t('regulatorReports.trend.legendRate')}
          </Text>
          <VisuallyHidden>
            <Table>
              <caption>{t('regulatorReports.trend.caption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  {(['week', 'completions', 'onTime', 'late', 'pending', 'onTimeRate'] as const).map((k) => (
                    <Table.Th key={k} scope="col">
                      {t(`regulatorReports.trend.columns.${k}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trend.data.weeks.map((w) => (
                  <Table.Tr key={w.weekStart}>
                    <Table.Th scope="row">{t('regulatorReports.trend.weekOf', { day: weekLabel(w) })}</Table.Th>
                    <Table.Td>{n.format(w.completions)}</Table.Td>
                    <Table.Td>{n.format(w.onTime)}</Table.Td>
                    <Table.Td>{n.format(w.late)}</Table.Td>
                    <Table.Td>{n.format(w.pending)}</Table.Td>
                    <Table.Td>{rate(w)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </section>
  );
}

function summary(
  weeks: Week[],
  t: ReturnType<typeof useTranslation>['t'],
  n: Intl.NumberFormat,
  percent: Intl.NumberFormat,
): string {
  const total = weeks.reduce((a, w) => a + w.completions, 0);
  const onTime = weeks.reduce((a, w) => a + w.onTime, 0);
  const decided = onTime + weeks.reduce((a, w) => a + w.late, 0);
  return decided === 0
    ? t('regulatorReports.trend.summaryNoRate', { count: total, total: n.format(total) })
    : t('regulatorReports.trend.summary', { count: total, total: n.format(total), rate: percent.format(onTime / decided) });
}

/** Bars scaled to the busiest week; the rate's line on a 0–100 % scale, broken where no item was decided. */
function TrendSvg({ weeks, label }: { weeks: Week[]; label: (w: Week) => string }) {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const max = Math.max(1, ...weeks.map((w) => w.completions));
  const slot = plotW / Math.max(1, weeks.length);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yCount = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const yRate = (v: number) => PAD.top + plotH - v * plotH;
  const segments: string[] = [];
  let current = '';
  weeks.forEach((w, i) => {
    if (w.onTimeRate === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${yRate(w.onTimeRate).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const step = weeks.length > 13 ? Math.ceil(weeks.length / 13) : 1;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ maxWidth: WIDTH }}
      aria-hidden="true"
      focusable="false"
      data-testid="report-trend-svg"
    >
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} stroke="currentColor" />
      <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end" fontSize="10" fill="currentColor">
        {max}
      </text>
      <text x={PAD.left - 4} y={PAD.top + plotH} textAnchor="end" fontSize="10" fill="currentColor">
        0
      </text>
      <text x={WIDTH - PAD.right + 4} y={PAD.top + 4} fontSize="10" fill={LINE}>
        100%
      </text>
      <text x={WIDTH - PAD.right + 4} y={PAD.top + plotH} fontSize="10" fill={LINE}>
        0%
      </text>
      {weeks.map((w, i) => (
        <g key={w.weekStart}>
          <rect
            x={x(i) - slot * 0.3}
            width={slot * 0.6}
            y={yCount(w.completions)}
            height={PAD.top + plotH - yCount(w.completions)}
            fill={BAR}
          />
          {i % step === 0 && (
            <text x={x(i)} y={HEIGHT - 10} textAnchor="middle" fontSize="10" fill="currentColor">
              {label(w)}
            </text>
          )}
        </g>
      ))}
      {segments.map((d) => (
        <path key={d} d={d} fill="none" stroke={LINE} strokeWidth={2} />
      ))}
      {weeks.map((w, i) =>
        w.onTimeRate === null ? null : <circle key={w.weekStart} cx={x(i)} cy={yRate(w.onTimeRate)} r={3} fill={LINE} />,
      )}
    </svg>
  );
}
