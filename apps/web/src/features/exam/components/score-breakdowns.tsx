import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { ScoreBreakdown } from '@continuum/contracts';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The result's scores by question tag (002 §3 scoreBreakdowns: title, scores). */
export function ScoreBreakdowns({ breakdowns }: { breakdowns: readonly ScoreBreakdown[] }) {
  const { t } = useTranslation();
  if (breakdowns.length === 0) return null;
  return (
    <section aria-labelledby="exam-score-breakdowns">
      <Title order={3} size="h5" id="exam-score-breakdowns" mb="xs">
        {t('exam.results.breakdowns')}
      </Title>
      <Table striped withTableBorder maw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('exam.results.tag')}</Table.Th>
            <Table.Th scope="col">{t('exam.results.correct')}</Table.Th>
            <Table.Th scope="col">{t('exam.results.questions')}</Table.Th>
            <Table.Th scope="col">{t('exam.results.percent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakdowns.map((b) => (
            <Table.Tr key={b.title}>
              <Table.Th scope="row">{b.title}</Table.Th>
              <Table.Td>{b.scores.numCorrect}</Table.Td>
              <Table.Td>{b.scores.numQuestions}</Table.Td>
              <Table.Td>{t('exam.intro.percent', { value: b.scores.percent })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
