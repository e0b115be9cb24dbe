import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { InquiryItemStats } from '@continuum/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/numbers';
import { FlagBadges } from './flag-badges';

/** The course's graded lesson inquiries: learners, share right first time and at all, submissions, flags. */
export function InquiriesTable({ inquiries }: { inquiries: InquiryItemStats[] }) {
  const { t, i18n } = useTranslation();
  const num = (v: number | null) => (v === null ? '—' : formatNumber(v, i18n.language, 2));
  const columns = ['slide', 'type', 'learners', 'firstTry', 'eventually', 'submissions', 'flags'] as const;
  return (
    <Table striped withTableBorder miw={800}>
      <caption>{t('itemAnalysis.inquiries.caption')}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((k) => (
            <Table.Th key={k} scope="col">
              {t(`itemAnalysis.inquiries.${k}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {inquiries.map((q) => (
          <Table.Tr key={q.slideId}>
            <Table.Th scope="row" fw={400}>
              {q.title} ({q.key})
            </Table.Th>
            <Table.Td>{q.type}</Table.Td>
            <Table.Td>{q.learners}</Table.Td>
            <Table.Td>{num(q.firstTryDifficulty)}</Table.Td>
            <Table.Td>{num(q.eventualDifficulty)}</Table.Td>
            <Table.Td>{q.submissions}</Table.Td>
            <Table.Td>
              <FlagBadges flags={q.flags} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
