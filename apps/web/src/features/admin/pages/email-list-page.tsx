import type { AdminEmailRow } from '@continuum/contracts';
import { Anchor, Modal, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useEmail } from '../api/get-email';
import { useEmailSearch } from '../api/search-emails';
import { EmailView } from '../components/email-view';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import { formatDateTime } from '@/shared/format/i18n-formatters';

const STATUSES = ['all', 'delivered', 'failed'] as const;
type Status = (typeof STATUSES)[number];
const asStatus = (value: string | null): Status =>
  (STATUSES as readonly string[]).includes(value ?? '') ? (value as Status) : 'all';

/**
 * 002 email-list (ROLE_ADMIN): the sent mail through the paged search, newest first, with a delivery filter.
 * A subject opens the message in a modal (002 §2 "also shown as a modal"), its id kept in the URL (`view`).
 */
export function EmailListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'sentDate', direction: 'DESC' });
  const status = asStatus(params.get('status'));
  const options = status === 'all' ? undefined : { delivered: status === 'delivered' };
  const emails = useEmailSearch(toSearchRequest(state, undefined, options));
  const viewing = Number(params.get('view')) || null;

  const setParam = (name: string, value: string | null, resetPage = false) =>
    setParams((current) => {
      const next = resetPage ? writeSearchState({ ...readSearchState(current), page: 0 }, current) : new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const columns: PagedColumn<AdminEmailRow>[] = [
    {
      header: t('emails.fields.sentDate'),
      sortField: 'sentDate',
      cell: (m) => <time dateTime={m.sentDate}>{when(m.sentDate)}</time>,
    },
    {
      header: t('emails.fields.subject'),
      sortField: 'subject',
      cell: (m) => (
        <Anchor component="button" type="button" onClick={() => setParam('view', String(m.id))}>
          {m.subject}
        </Anchor>
      ),
    },
    { header: t('emails.fields.to'), sortField: 'to', cell: (m) => m.to },
    { header: t('emails.fields.from'), sortField: 'from', cell: (m) => m.from },
    { header: t('emails.fields.status'), cell: (m) => t(m.delivered ? 'emails.status.delivered' : 'emails.status.failed') },
  ];

  return (
    <>
      <PageTitle>{t('emails.title')}</PageTitle>
      <NativeSelect
        mb="md"
        maw={240}
        label={t('emails.fields.status')}
        value={status}
        onChange={(e) => setParam('status', e.currentTarget.value === 'all' ? null : e.currentTarget.value, true)}
        data={STATUSES.map((s) => ({ value: s, label: t(`emails.status.${s}`) }))}
      />
      {emails.isError && <QueryErrorAlert error={emails.error} onRetry={() => emails.refetch()} />}
      <PagedTable
        caption={t('emails.title')}
        columns={columns}
        rowKey={(m) => m.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={emails.data}
        isPending={emails.isPending}
        empty={t('emails.empty')}
      />
      {viewing && <EmailModal emailId={viewing} onClose={() => setParam('view', null)} />}
    </>
  );
}

function EmailModal({ emailId, onClose }: { emailId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const email = useEmail(emailId);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('emails.viewTitle')}
      closeButtonProps={{ 'aria-label': t('emails.close') }}
    >
      {email.isPending && <PageLoader />}
      {email.isError && <QueryErrorAlert error={email.error} onRetry={() => email.refetch()} />}
      {email.data && <EmailView email={email.data} headingLevel={2} />}
    </Modal>
  );
}
