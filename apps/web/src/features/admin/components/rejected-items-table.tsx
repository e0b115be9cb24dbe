import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useItemsWithStatus } from '../api/regulator-reports';

/**
 * The items the regulator rejected, with its reason (issue 28, decision 0196): back in the queue, exported again with
 * their row's one click once what the regulator named is put right.
 */
export function RejectedItemsTable() {
  const { t } = useTranslation();
  const rejected = useItemsWithStatus('REJECTED');
  return (
    <section aria-labelledby="rejected-items-title">
      <Title order={2} size="h3" mt="xl" mb="sm" id="rejected-items-title">
        {t('regulatorReports.rejectedItems.title')}
      </Title>
      {rejected.isError && <QueryErrorAlert error={rejected.error} onRetry={() => rejected.refetch()} />}
      {rejected.data &&
        (rejected.data.content.length === 0 ? (
          <Text>{t('regulatorReports.rejectedItems.empty')}</Text>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section tabIndex={0} aria-label={t('regulatorReports.rejectedItems.caption')} style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder miw={900}>
              <caption>{t('regulatorReports.rejectedItems.caption')}</caption>
              <Table.Thead>
                <Table.Tr>
                  {(['item', 'learner', 'product', 'approval', 'dueOn', 'reason'] as const).map((k) => (
                    <Table.Th key={k} scope="col">
                      {t(`regulatorReports.rejectedItems.columns.${k}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rejected.data.content.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Th scope="row">{item.id}</Table.Th>
                    <Table.Td>{item.learnerName}</Table.Td>
                    <Table.Td>{item.productName}</Table.Td>
                    <Table.Td>{item.approvalNumber}</Table.Td>
                    <Table.Td>{item.dueOn}</Table.Td>
                    <Table.Td>{item.rejectionReason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
    </section>
  );
}
