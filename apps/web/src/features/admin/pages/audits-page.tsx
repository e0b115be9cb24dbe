import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import type { AuditEvent } from '@continuum/contracts';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAuditSearch } from '../api/search-audits';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Only well-formed days reach the server (it would answer 400 otherwise). */
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : undefined);

/** Audits (ROLE_ADMIN): the paged search over audit events, newest first, with a day range; all of it in the URL. */
export function AuditsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'timestamp', direction: 'DESC' });
  const fromDate = day(params.get('fromDate'));
  const toDate = day(params.get('toDate'));
  const extra = { ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
  const audits = useAuditSearch(toSearchRequest(state, extra));

  const setDay = (name: 'fromDate' | 'toDate', value: string) =>
    setParams(
      (current) => {
        const next = writeSearchState({ ...readSearchState(current), page: 0 }, current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const when = (iso: string) => formatDateTime(iso, i18n.language, true);
  const columns: PagedColumn<AuditEvent>[] = [
    {
      header: t('audits.table.date'),
      sortField: 'timestamp',
      cell: (e) => <time dateTime={e.timestamp}>{when(e.timestamp)}</time>,
    },
    { header: t('audits.table.principal'), sortField: 'principal', cell: (e) => e.principal },
    { header: t('audits.table.type'), sortField: 'type', cell: (e) => e.type },
    {
      header: t('audits.table.data'),
      cell: (e) =>
        Object.entries(e.data)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', '),
    },
  ];

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
      {audits.isError && <QueryErrorAlert error={audits.error} onRetry={() => audits.refetch()} />}
      <PagedTable
        caption={t('audits.title')}
        columns={columns}
        rowKey={(e) => e.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={audits.data}
        isPending={audits.isPending}
        empty={t('audits.empty')}
      />
    </>
  );
}
