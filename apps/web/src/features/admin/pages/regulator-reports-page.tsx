import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { REPORT_EXPORT_FORMATS, type ReportExportFormat, type ReportExportReply } from '@continuum/contracts';
import { Alert, Anchor, Button, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { reportExportHref, useExportReports, useReportDashboard } from '../api/regulator-reports';
import { RejectedItemsTable } from '../components/rejected-items-table';
import { ReportResultsTable } from '../components/report-results-table';
// In this lazily loaded page's chunk, not a chunk of its own: a new chunk adds its name to the entry's preload map,
// and the initial bundle has no bytes to spare (decision 0192).
import { ReportTrendChart } from '../components/report-trend-chart';

/**
 * The compliance dashboard (issue 28, decision 0150): open report items by regulator and product, due today, this
 * week, overdue and blocked with the reasons, exported and rejected, and one click to export a row's reportable items
 * in a chosen format; below, the exported items awaiting the regulator's answer and the rejected ones with its reason.
 */
export function RegulatorReportsPage() {
  const { t, i18n } = useTranslation();
  const dashboard = useReportDashboard();
  const exporter = useExportReports();
  const [format, setFormat] = useState<ReportExportFormat>('NMLS_CSV');
  const [made, setMade] = useState<ReportExportReply | null>(null);
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);

  const exportRow = (ids: number[]) =>
    exporter.mutate({ format, ids }, { onSuccess: (reply) => setMade(reply), onError: () => setMade(null) });

  return (
    <>
      <PageTitle>{t('regulatorReports.title')}</PageTitle>
      <Text size="sm" mb="md">
        {t('regulatorReports.intro')}
      </Text>
      <NativeSelect
        label={t('regulatorReports.format')}
        value={format}
        onChange={(e) => setFormat(e.currentTarget.value as ReportExportFormat)}
        data={REPORT_EXPORT_FORMATS.map((f) => ({ value: f, label: t(`regulatorReports.formats.${f}`) }))}
        w={320}
        mb="md"
      />
      {made && (
        <Alert color="green" mb="md" role="status" title={t('regulatorReports.exported', { count: made.rows })}>
          <Anchor href={reportExportHref(made.id)} download={made.fileName}>
            {t('regulatorReports.download', { name: made.fileName })}
          </Anchor>
          <Text size="xs">{t('regulatorReports.sha256', { hash: made.sha256 })}</Text>
        </Alert>
      )}
      {exporter.isError && (
        <Alert color="red" mb="md" role="alert">
          {exporter.error instanceof Error ? exporter.error.message : t('regulatorReports.exportFailed')}
        </Alert>
      )}
      {dashboard.isError && <QueryErrorAlert error={dashboard.error} onRetry={() => dashboard.refetch()} />}
      {dashboard.isPending && <Text size="sm">{t('regulatorReports.loading')}</Text>}
      {dashboard.data &&
        (dashboard.data.rows.length === 0 ? (
          <Text>{t('regulatorReports.empty')}</Text>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section aria-label={t('regulatorReports.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder miw={900}>
              <caption>{t('regulatorReports.caption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  {(
                    [
                      'regulator',
                      'product',
                      'dueToday',
                      'dueThisWeek',
                      'overdue',
                      'blocked',
                      'awaitingResult',
                      'rejected',
                      'export',
                    ] as const
                  ).map((k) => (
                    <Table.Th key={k} scope="col">
                      {t(`regulatorReports.columns.${k}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dashboard.data.rows.map((r) => (
                  <Table.Tr key={`${r.regulator}-${r.productId}`}>
                    <Table.Th scope="row">{r.regulator}</Table.Th>
                    <Table.Td>{r.productName}</Table.Td>
                    <Table.Td>{n(r.dueToday)}</Table.Td>
                    <Table.Td>{n(r.dueThisWeek)}</Table.Td>
                    <Table.Td>{n(r.overdue)}</Table.Td>
                    <Table.Td>
                      {n(r.blocked)}
                      {r.blockedReasons.length > 0 && (
                        <Text size="xs">
                          {r.blockedReasons.map((b) => t(`regulatorReports.reasons.${b.reason}`, { count: b.count })).join('; ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{n(r.awaitingResult)}</Table.Td>
                    <Table.Td>{n(r.rejected)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Button
                          size="xs"
                          disabled={r.exportableIds.length === 0 || exporter.isPending}
                          onClick={() => exportRow(r.exportableIds)}
                          aria-label={t('regulatorReports.exportRow', {
                            count: r.exportableIds.length,
                            regulator: r.regulator,
                            product: r.productName,
                          })}
                        >
                          {t('regulatorReports.exportButton', { count: r.exportableIds.length })}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      <ReportTrendChart />
      <ReportResultsTable />
      <RejectedItemsTable />
    </>
  );
}
