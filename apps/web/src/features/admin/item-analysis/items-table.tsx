import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { ItemStats } from '@continuum/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/numbers';
import { FlagBadges } from './flag-badges';

/** The items of one exam: difficulty, discrimination, time, the choices picked by the two groups, and flags. */
export function ItemsTable({ items, caption }: { items: ItemStats[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const num = (v: number | null, digits = 2) => (v === null ? '—' : formatNumber(v, i18n.language, digits));
  const columns = ['question', 'responses', 'difficulty', 'pointBiserial', 'upperLower', 'time', 'choices', 'flags'] as const;
  return (
    <Table striped withTableBorder miw={1000}>
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((k) => (
            <Table.Th key={k} scope="col">
              {t(`itemAnalysis.columns.${k}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.questionId}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" fw={600}>
                {item.key}
                {item.active ? '' : ` (${t('itemAnalysis.retired')})`}
              </Text>
              <Text size="sm">{item.text}</Text>
            </Table.Th>
            <Table.Td>
              {item.responses}
              {item.omitted > 0 && ` (${t('itemAnalysis.omitted', { count: item.omitted })})`}
            </Table.Td>
            <Table.Td>{num(item.difficulty)}</Table.Td>
            <Table.Td>{num(item.pointBiserial)}</Table.Td>
            <Table.Td>{num(item.upperLowerIndex)}</Table.Td>
            <Table.Td>
              {item.averageSeconds === null
                ? '—'
                : t('itemAnalysis.seconds', { seconds: num(item.averageSeconds, 0), count: item.timedResponses })}
            </Table.Td>
            <Table.Td>
              {item.choices.map((c) => (
                <Text size="sm" key={c.choiceId}>
                  {t(c.correct ? 'itemAnalysis.choiceKey' : 'itemAnalysis.choice', {
                    id: c.choiceId,
                    picked: c.picked,
                    upper: c.pickedUpper,
                    lower: c.pickedLower,
                  })}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              <FlagBadges flags={item.flags} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
