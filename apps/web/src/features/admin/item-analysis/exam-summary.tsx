import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { ExamItemAnalysis } from '@continuum/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/shared/format/i18n-formatters';
import { formatNumber } from '@/shared/format/numbers';

/** An exam's score figures and its forms (mean and SD of the number right, pass rate, KR-20). */
export function ExamSummary({ exam }: { exam: ExamItemAnalysis }) {
  const { t, i18n } = useTranslation();
  const num = (v: number | null) => (v === null ? '—' : formatNumber(v, i18n.language, 2));
  const pct = (v: number | null) => (v === null ? '—' : formatPercent(v, i18n.language));
  return (
    <>
      <p>
        {t('itemAnalysis.summary', {
          attempts: exam.attempts,
          mean: pct(exam.meanScore),
          sd: num(exam.sdScore),
          passRate: pct(exam.passRate === null ? null : exam.passRate * 100),
          passingScore: exam.passingScore,
        })}
      </p>
      {exam.forms.length > 0 && (
        <Table withTableBorder mb="md">
          <caption>{t('itemAnalysis.forms.caption', { exam: exam.title })}</caption>
          <Table.Thead>
            <Table.Tr>
              {(['form', 'questions', 'attempts', 'meanCorrect', 'sdCorrect', 'passRate', 'kr20'] as const).map((k) => (
                <Table.Th key={k} scope="col">
                  {t(`itemAnalysis.forms.${k}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exam.forms.map((f) => (
              <Table.Tr key={f.form}>
                <Table.Th scope="row">{f.form}</Table.Th>
                <Table.Td>{f.questionKeys.join(', ')}</Table.Td>
                <Table.Td>{f.attempts}</Table.Td>
                <Table.Td>{num(f.meanCorrect)}</Table.Td>
                <Table.Td>{num(f.sdCorrect)}</Table.Td>
                <Table.Td>{pct(f.passRate === null ? null : f.passRate * 100)}</Table.Td>
                <Table.Td>{num(f.kr20)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {exam.formsNotShown > 0 && <p>{t('itemAnalysis.forms.notShown', { count: exam.formsNotShown })}</p>}
    </>
  );
}
