import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { FORUM_REPORT_STATUSES, type ForumReportRow, type ForumReportStatus } from '@continuum/contracts';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useDecideReport, useForumReportSearch } from '../api/forum-reports';

type StatusFilter = ForumReportStatus | 'all';
const asStatus = (value: string | null): StatusFilter =>
  value === 'all' || (FORUM_REPORT_STATUSES as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'OPEN';

/**
 * The forum's moderation list (decision 0085), for instructors (their products' forums) and administrators: the
 * reports of posts and comments through the paged search, open ones by default, newest first; Keep closes the
 * report, Remove hides the item from learners. The learner's text is shown as text. Needs the 'resource' i18n part.
 */
export function ForumReportsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'reportedOn', direction: 'DESC' });
  const status = asStatus(params.get('status'));
  const list = useForumReportSearch(toSearchRequest(state, undefined, status === 'all' ? undefined : { status }));
  const decide = useDecideReport();
  const k = (key: string, values?: Record<string, unknown>) => t(`resource.forumReports.${key}`, values);

  const columns: PagedColumn<ForumReportRow>[] = [
    {
      header: k('fields.reportedOn'),
      sortField: 'reportedOn',
      cell: (r) => <time dateTime={r.reportedOn}>{formatDateTime(r.reportedOn, i18n.language)}</time>,
    },
    { header: k('fields.forumTitle'), sortField: 'forumTitle', cell: (r) => `${r.forumTitle} (${r.productTitle})` },
    { header: k('fields.kind'), cell: (r) => k(`kinds.${r.kind}`) },
    {
      header: k('fields.text'),
      cell: (r) => (
        <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {r.text}
        </Text>
      ),
    },
    { header: k('fields.author'), cell: (r) => r.author },
    { header: k('fields.reportedBy'), cell: (r) => r.reportedBy },
    {
      header: k('fields.status'),
      sortField: 'status',
      cell: (r) =>
        r.resolvedBy ? k('decidedBy', { status: k(`statuses.${r.status}`), by: r.resolvedBy }) : k(`statuses.${r.status}`),
    },
    {
      header: k('fields.actions'),
      cell: (r) =>
        r.status === 'OPEN' && (
          <Group gap="xs" wrap="nowrap">
            {(['keep', 'remove'] as const).map((decision) => (
              <Button
                key={decision}
                size="xs"
                variant={decision === 'remove' ? 'filled' : 'default'}
                color={decision === 'remove' ? 'red' : undefined}
                aria-label={k(`${decision}Of`, { kind: k(`kinds.${r.kind}`), author: r.author })}
                loading={decide.isPending && decide.variables?.reportId === r.id && decide.variables.decision === decision}
                onClick={() => decide.mutate({ reportId: r.id, decision })}
              >
                {k(decision)}
              </Button>
            ))}
          </Group>
        ),
    },
  ];

  return (
    <>
      <PageTitle>{k('title')}</PageTitle>
      <NativeSelect
        mb="md"
        maw={240}
        label={k('status')}
        value={status}
        data={(['OPEN', 'KEPT', 'REMOVED', 'all'] as const).map((s) => ({ value: s, label: k(`statuses.${s}`) }))}
        onChange={(event) =>
          setParams((current) => {
            const next = writeSearchState({ ...readSearchState(current), page: 0 }, current);
            next.set('status', event.currentTarget.value);
            return next;
          })
        }
      />
      {decide.isSuccess && (
        <MessageAlert tone="success">{k(decide.variables.decision === 'remove' ? 'removed' : 'kept')}</MessageAlert>
      )}
      {decide.isError && <MessageAlert tone="error">{httpErrorText(decide.error)}</MessageAlert>}
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={k('caption')}
        columns={columns}
        rowKey={(r) => r.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={k('empty')}
      />
    </>
  );
}
