import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { ExamResult } from '@continuum/contracts';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { NodeViewProps } from '@/features/course/public/node-views';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useExamStatus } from '../api/check-exam';
import { useExamReview } from '../api/get-exam-review';
import { ExamResults } from '../components/exam-results';
import { ExamReview } from '../components/exam-review';
import { ExamSubheader } from '../components/exam-subheader';
import { historyDate, historyTime } from '../model/history-dates';

/**
 * The exam history page (002 §2, lc with step=examHistory): the attempts, newest first, then the review of
 * one attempt (data=personAssessmentId) with download and print where the server allows it.
 */
export function ExamHistoryPage({ lpId, reply }: NodeViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { node } = reply;
  const status = useExamStatus(lpId, node.id, !node.locked);
  const selected = Number(search.get('data'));
  const backToExam = paths.lc.href({ lpId, nodeId: node.id });
  const title = status.data?.title ?? node.title;

  let body: React.ReactNode;
  if (node.locked) body = <MessageAlert tone="info">{t('exam.locked')}</MessageAlert>;
  else if (status.isError) body = <MessageAlert tone="error">{httpErrorText(status.error)}</MessageAlert>;
  else if (!status.data) body = <PageLoader />;
  else if (Number.isInteger(selected) && selected > 0) {
    const entry = status.data.examHistoryList.find((h) => h.personAssessmentId === selected);
    body = entry ? <AttemptReview entry={entry} /> : <MessageAlert tone="error">{t('exam.results.fetchError')}</MessageAlert>;
  } else if (status.data.examHistoryList.length === 0) body = <Text>{t('exam.history.empty')}</Text>;
  else
    body = (
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('exam.history.attempt')}</Table.Th>
            <Table.Th scope="col">{t('exam.history.date')}</Table.Th>
            <Table.Th scope="col">{t('exam.history.time')}</Table.Th>
            <Table.Th scope="col">{t('exam.history.score')}</Table.Th>
            <Table.Th scope="col">{t('exam.history.result')}</Table.Th>
            <Table.Th scope="col">{t('exam.results.timeTaken')}</Table.Th>
            <Table.Th scope="col">{t('exam.history.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.data.examHistoryList.map((h) => (
            <Table.Tr key={h.personAssessmentId}>
              <Table.Th scope="row">{h.attemptNumber}</Table.Th>
              <Table.Td>{historyDate(h.finishedAt, i18n.language)}</Table.Td>
              <Table.Td>{historyTime(h.finishedAt, i18n.language)}</Table.Td>
              <Table.Td>{h.examScore === null ? '—' : t('exam.intro.percent', { value: h.examScore })}</Table.Td>
              <Table.Td>{h.examPassed ? t('exam.results.passed') : t('exam.results.failed')}</Table.Td>
              <Table.Td>{h.timeTaken}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={t('exam.history.viewAttempt', { number: h.attemptNumber })}
                  onClick={() =>
                    navigate(paths.lc.href({ lpId, nodeId: node.id, step: 'examHistory', data: String(h.personAssessmentId) }))
                  }
                >
                  {h.canShowFeedback ? t('exam.history.review') : t('exam.history.results')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap="md">
      <ExamSubheader title={title} resultsLabel />
      {body}
      <AppLink to={selected > 0 ? paths.lc.href({ lpId, nodeId: node.id, step: 'examHistory' }) : backToExam}>
        {selected > 0 ? t('exam.history.back') : t('exam.history.backToExam')}
      </AppLink>
    </Stack>
  );
}

/** One attempt: its results, then its review when the server allows feedback. */
function AttemptReview({ entry }: { entry: ExamResult }) {
  const { t } = useTranslation();
  const review = useExamReview(entry.personAssessmentId, entry.canShowFeedback);
  return (
    <Stack gap="xl">
      <ExamResults result={entry} />
      {entry.canShowFeedback &&
        (review.isError ? (
          <MessageAlert tone="error">{t('exam.results.fetchError')}</MessageAlert>
        ) : review.data ? (
          <ExamReview review={review.data} />
        ) : (
          <PageLoader />
        ))}
    </Stack>
  );
}
