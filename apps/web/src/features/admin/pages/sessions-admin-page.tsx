import type { AdminSessionRow } from '@continuum/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useRevokeSession, useSessionSearch } from '../api/sessions';

/** Sessions (002 spring-session-list): every user's signed-in browsers; Revoke ends one at once. */
export function SessionsAdminPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'lastSeenAt', direction: 'DESC' });
  const list = useSessionSearch(toSearchRequest(state));
  const revoke = useRevokeSession();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const columns: PagedColumn<AdminSessionRow>[] = [
    { header: t('adminSessions.fields.login'), sortField: 'login', cell: (s) => s.login },
    { header: t('adminSessions.fields.ipAddress'), sortField: 'ipAddress', cell: (s) => s.ipAddress },
    { header: t('adminSessions.fields.userAgent'), cell: (s) => s.userAgent },
    { header: t('adminSessions.fields.tokenDate'), sortField: 'tokenDate', cell: (s) => when(s.tokenDate) },
    { header: t('adminSessions.fields.lastSeenAt'), sortField: 'lastSeenAt', cell: (s) => when(s.lastSeenAt) },
    { header: t('adminSessions.fields.rememberMe'), cell: (s) => t(s.rememberMe ? 'adminSessions.yes' : 'adminSessions.no') },
    {
      header: t('adminSessions.fields.actions'),
      cell: (s) => (
        <Button
          size="xs"
          variant="default"
          aria-label={t('adminSessions.revokeOf', { login: s.login, address: s.ipAddress })}
          loading={revoke.isPending && revoke.variables === s.series}
          onClick={() => revoke.mutate(s.series)}
        >
          {t('adminSessions.revoke')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('adminSessions.title')}</PageTitle>
      {revoke.isSuccess && <MessageAlert tone="success">{t('adminSessions.revoked')}</MessageAlert>}
      {revoke.isError && <MessageAlert tone="error">{httpErrorText(revoke.error)}</MessageAlert>}
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('adminSessions.title')}
        columns={columns}
        rowKey={(s) => s.series}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('adminSessions.empty')}
      />
    </>
  );
}
