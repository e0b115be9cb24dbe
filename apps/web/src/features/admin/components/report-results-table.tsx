import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import { REPORT_REASON_MAX, type ReportItem } from '@continuum/contracts';
import { Alert, Button, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useItemsWithStatus, useRecordResult } from '../api/regulator-reports';

/**
 * The exported report items awaiting the regulator's answer (issue 28, decision 0196): per item, "accepted", or
 * "rejected" with the regulator's reason, which puts it back in the queue. No result file is read: no regulator's
 * result layout could be cited (decision 0150).
 */
export function ReportResultsTable() {
  const { t } = useTranslation();
  const awaiting = useItemsWithStatus('EXPORTED');
  const recorder = useRecordResult();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [recorded, setRecorded] = useState<{ id: number; status: ReportItem['status'] } | null>(null);

  const record = (id: number, status: 'ACCEPTED' | 'REJECTED') => {
    const reason = reasons[id]?.trim();
    recorder.mutate(
      { id, body: status === 'REJECTED' ? { status, reason } : { status } },
      {
        onSuccess: () => {
          setRecorded({ id, status });
          setReasons(({ [id]: _, ...rest }) => rest);
        },
        onError: () => setRecorded(null),
      },
    );
  };

  return (
    <section aria-labelledby="report-results-title">
      <Title order={2} size="h3" mt="xl" mb="sm" id="report-results-title">
        {t('regulatorReports.results.title')}
      </Title>
      {recorded && (
        <Alert color="green" mb="md" role="status">
          {t(`regulatorReports.results.recorded.${recorded.status === 'ACCEPTED' ? 'ACCEPTED' : 'REJECTED'}`, {
            id: recorded.id,
          })}
        </Alert>
      )}
      {recorder.isError && (
        <Alert color="red" mb="md" role="alert">
          {recorder.error instanceof Error ? recorder.error.message : t('regulatorReports.results.failed')}
        </Alert>
      )}
      {awaiting.isError && <QueryErrorAlert error={awaiting.error} onRetry={() => awaiting.refetch()} />}
      {awaiting.data &&
        (awaiting.data.content.length === 0 ? (
          <Text>{t('regulatorReports.results.empty')}</Text>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section tabIndex={0} aria-label={t('regulatorReports.results.caption')} style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder miw={900}>
              <caption>{t('regulatorReports.results.caption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  {(['item', 'learner', 'product', 'approval', 'completed', 'exportedAt', 'result'] as const).map((k) => (
                    <Table.Th key={k} scope="col">
                      {t(`regulatorReports.results.columns.${k}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {awaiting.data.content.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Th scope="row">{item.id}</Table.Th>
                    <Table.Td>{item.learnerName}</Table.Td>
                    <Table.Td>{item.productName}</Table.Td>
                    <Table.Td>{item.approvalNumber}</Table.Td>
                    <Table.Td>{item.completedOn}</Table.Td>
                    <Table.Td>{item.exportedAt?.slice(0, 10) ?? ''}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" align="flex-end">
                        <Button
                          size="xs"
                          color="green"
                          disabled={recorder.isPending}
                          onClick={() => record(item.id, 'ACCEPTED')}
                          aria-label={t('regulatorReports.results.acceptLabel', { id: item.id })}
                        >
                          {t('regulatorReports.results.accept')}
                        </Button>
                        <TextInput
                          size="xs"
                          label={t('regulatorReports.results.reasonLabel', { id: item.id })}
                          value={reasons[item.id] ?? ''}
                          maxLength={REPORT_REASON_MAX}
                          onChange={(e) => {
                            const value = e.currentTarget.value;
                            setReasons((r) => ({ ...r, [item.id]: value }));
                          }}
                        />
                        <Button
                          size="xs"
                          color="red"
                          variant="outline"
                          disabled={recorder.isPending || !reasons[item.id]?.trim()}
                          onClick={() => record(item.id, 'REJECTED')}
                          aria-label={t('regulatorReports.results.rejectLabel', { id: item.id })}
                        >
                          {t('regulatorReports.results.reject')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {awaiting.data.totalElements > awaiting.data.content.length && (
              <Text size="xs">
                {t('regulatorReports.results.more', {
                  shown: awaiting.data.content.length,
                  total: awaiting.data.totalElements,
                })}
              </Text>
            )}
          </section>
        ))}
    </section>
  );
}
