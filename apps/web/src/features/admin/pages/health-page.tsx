import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAdminHealth, useAdminInfo } from '../api/operations';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { formatNumber } from '@/shared/format/numbers';

/** Health and info (002 health, info): each part's state with its details, and the running build. */
export function HealthPage() {
  const { t, i18n } = useTranslation();
  const health = useAdminHealth();
  const info = useAdminInfo();
  return (
    <>
      <PageTitle>{t('operations.health.title')}</PageTitle>
      {health.isPending && <PageLoader />}
      {health.isError && <QueryErrorAlert error={health.error} onRetry={() => health.refetch()} />}
      {health.data && (
        <>
          <Group mb="sm">
            <Text fw={700}>{t('operations.health.overall', { status: t(`operations.status.${health.data.status}`) })}</Text>
            <Button size="xs" variant="default" onClick={() => health.refetch()} loading={health.isFetching}>
              {t('operations.health.refresh')}
            </Button>
          </Group>
          <Table striped maw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('operations.health.component')}</Table.Th>
                <Table.Th scope="col">{t('operations.health.status')}</Table.Th>
                <Table.Th scope="col">{t('operations.health.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(health.data.components).map(([name, c]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row">{t(`operations.health.components.${name}`)}</Table.Th>
                  <Table.Td>{t(`operations.status.${c.status}`)}</Table.Td>
                  <Table.Td>
                    {Object.entries(c.details)
                      .map(([k, v]) => `${k}: ${typeof v === 'number' ? formatNumber(v, i18n.language) : v}`)
                      .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Title order={2} mt="xl" mb="sm">
        {t('operations.info.title')}
      </Title>
      {info.isError && <QueryErrorAlert error={info.error} onRetry={() => info.refetch()} />}
      {info.data && (
        <Table maw={720}>
          <Table.Tbody>
            {(
              [
                ['buildVersion', info.data.buildVersion],
                ['commit', info.data.commit ?? t('operations.info.unknown')],
                ['node', info.data.node],
                ['startedAt', formatDateTime(info.data.startedAt, i18n.language, true)],
                ['uptime', t('operations.info.seconds', { count: info.data.uptimeSeconds })],
                ['database', info.data.database],
                ['storage', info.data.storage],
              ] as const
            ).map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{t(`operations.info.fields.${key}`)}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
