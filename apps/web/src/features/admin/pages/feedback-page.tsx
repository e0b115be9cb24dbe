import type { SupportFeedbackRow } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useFeedbackSearch } from '../api/support-feedback';

/**
 * The learners' feedback (000 §7 POST api/support/feedback; decision 0083): newest first, searchable by text,
 * name, course, page or login. Every value is the learner's and shown as plain text.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'createdAt', direction: 'DESC' });
  const list = useFeedbackSearch(toSearchRequest(state));
  const columns: PagedColumn<SupportFeedbackRow>[] = [
    { header: t('feedback.fields.createdAt'), sortField: 'createdAt', cell: (f) => formatDateTime(f.createdAt, i18n.language) },
    { header: t('feedback.fields.login'), sortField: 'login', cell: (f) => f.login ?? '' },
    { header: t('feedback.fields.name'), sortField: 'name', cell: (f) => f.name },
    { header: t('feedback.fields.course'), sortField: 'course', cell: (f) => f.course },
    {
      header: t('feedback.fields.feedback'),
      cell: (f) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {f.feedback}
        </Text>
      ),
    },
    { header: t('feedback.fields.url'), sortField: 'url', cell: (f) => f.url },
    { header: t('feedback.fields.device'), cell: (f) => [f.device, f.browser].filter(Boolean).join(' · ') },
  ];
  return (
    <>
      <PageTitle>{t('feedback.title')}</PageTitle>
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('feedback.title')}
        columns={columns}
        rowKey={(f) => f.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('feedback.empty')}
      />
    </>
  );
}
