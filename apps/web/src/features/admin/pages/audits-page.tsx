import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import type { AuditEvent } from '@continuum/contracts';
import { Group, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { useAudits } from '../api/get-audits';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Only well-formed days reach the server (it would answer 400 otherwise). */
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : undefined);

/** Audits (ROLE_ADMIN): audit events with optional from/to days, kept in the URL so the view can be shared. */
export function AuditsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fromDate = day(params.get('fromDate'));
  const toDate = day(params.get('toDate'));
  const audits = useAudits({ fromDate, toDate });

  const setDay = (name: 'fromDate' | 'toDate', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const details = (event: AuditEvent) =>
    Object.entries(event.data)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');

  return (
    <>
      <PageTitle>{t('audits.title')}</PageTitle>
      <Group mb="md" align="end">
        <TextInput
          type="date"
          label={t('audits.filter.from')}
          value={fromDate ?? ''}
          max={toDate}
          onChange={(e) => setDay('fromDate', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('audits.filter.to')}
          value={toDate ?? ''}
          min={fromDate}
          onChange={(e) => setDay('toDate', e.currentTarget.value)}
        />
      </Group>
      {audits.isPending && <PageLoader />}
      {audits.data?.length === 0 && <Text>{t('audits.empty')}</Text>}
      {audits.data && audits.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Caption>{t('audits.count', { count: audits.data.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('audits.table.date')}</Table.Th>
                <Table.Th scope="col">{t('audits.table.principal')}</Table.Th>
                <Table.Th scope="col">{t('audits.table.type')}</Table.Th>
                <Table.Th scope="col">{t('audits.table.data')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audits.data.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <time dateTime={event.timestamp}>{when(event.timestamp)}</time>
                  </Table.Td>
                  <Table.Td>{event.principal}</Table.Td>
                  <Table.Td>{event.type}</Table.Td>
                  <Table.Td>{details(event)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
