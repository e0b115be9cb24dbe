import type { SurveyResultRow } from '@continuum/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useSurveyResultsSearch } from '../api/survey-results';
import '@mantine/core/styles/List.css';

/**
 * The course surveys' responses (002 §3 survey response; decision 0092): newest first, searchable by course or
 * external id. Answers are shown as stored (choice codes, numbers, the learner's free text as plain text).
 */
export function SurveyResultsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params, { field: 'submittedAt', direction: 'DESC' });
  const list = useSurveyResultsSearch(toSearchRequest(state));
  const columns: PagedColumn<SurveyResultRow>[] = [
    {
      header: t('surveyResults.fields.submittedAt'),
      sortField: 'submittedAt',
      cell: (r) => formatDateTime(r.submittedAt, i18n.language),
    },
    { header: t('surveyResults.fields.course'), sortField: 'productName', cell: (r) => r.productName ?? '' },
    {
      header: t('surveyResults.fields.external'),
      cell: (r) => [r.externalUserId, r.externalEnrollmentId].filter(Boolean).join(' / '),
    },
    { header: t('surveyResults.fields.skipped'), cell: (r) => t(r.skipped ? 'surveyResults.yes' : 'surveyResults.no') },
    {
      header: t('surveyResults.fields.answers'),
      cell: (r) => (
        <List size="sm">
          {r.feedbackSurveyResponse.map((a) => (
            <List.Item key={a.questionText}>
              <Text span size="sm" fw={600}>
                {a.questionText}
              </Text>{' '}
              <Text span size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {a.userResponse ?? '–'}
              </Text>
            </List.Item>
          ))}
        </List>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('surveyResults.title')}</PageTitle>
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('surveyResults.title')}
        columns={columns}
        rowKey={(r) => r.id}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('surveyResults.empty')}
      />
    </>
  );
}
