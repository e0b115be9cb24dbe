import type { AssignmentToComment } from '@continuum/contracts';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/i18n-formatters';
import { PageTitle } from '@/shared/ui/page-title';
import { readSearchState, toSearchRequest, writeSearchState } from '@/shared/ui/paged-table/paged-search-params';
import { type PagedColumn, PagedTable } from '@/shared/ui/paged-table/paged-table';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useAssignmentsToComment } from '../api/assignments-to-comment';
import { AssignmentThreadPanel } from '../components/assignment-thread-panel';

/**
 * The instructor's assignments awaiting a comment (ROLE_INSTRUCTOR; decision 0086): the paged search of the
 * products they are assigned to, longest waiting first, searchable by assignment, learner and course. Opening a
 * row shows its thread and the comment form; the open one stays in the URL (`view`), as the list's state does.
 * Mount it in a route whose lazy load brings the 'admin' (paged table) and 'course' (texts) translation parts.
 */
export function AssignmentsToCommentPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const list = useAssignmentsToComment(toSearchRequest(state));
  const viewed = Number(params.get('view'));
  const openId = Number.isInteger(viewed) && viewed > 0 ? viewed : null;
  const setView = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('view');
      else next.set('view', String(id));
      return next;
    });

  const columns: PagedColumn<AssignmentToComment>[] = [
    {
      header: t('course.assignments.toComment.assignment'),
      sortField: 'assignmentTitle',
      cell: (r) => (
        <UnstyledButton
          c="blue.8"
          td="underline"
          aria-label={t('course.assignments.toComment.open', { title: r.assignmentTitle, learner: r.learnerName })}
          onClick={() => setView(r.studentAssignmentId)}
        >
          {r.assignmentTitle}
        </UnstyledButton>
      ),
    },
    { header: t('course.assignments.toComment.learner'), sortField: 'learnerName', cell: (r) => `${r.learnerName} (${r.login})` },
    { header: t('course.assignments.toComment.course'), sortField: 'productName', cell: (r) => r.productName },
    {
      header: t('course.assignments.toComment.responded'),
      sortField: 'respondedAt',
      cell: (r) => <time dateTime={r.respondedAt}>{formatDateTime(r.respondedAt, i18n.language)}</time>,
    },
  ];

  return (
    <>
      <PageTitle>{t('course.assignments.toComment.title')}</PageTitle>
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <PagedTable
        caption={t('course.assignments.toComment.title')}
        columns={columns}
        rowKey={(r) => r.studentAssignmentId}
        state={state}
        onChange={(next) => setParams((current) => writeSearchState(next, current))}
        data={list.data}
        isPending={list.isPending}
        empty={t('course.assignments.toComment.empty')}
      />
      {openId !== null && <AssignmentThreadPanel key={openId} studentAssignmentId={openId} onClose={() => setView(null)} />}
    </>
  );
}
