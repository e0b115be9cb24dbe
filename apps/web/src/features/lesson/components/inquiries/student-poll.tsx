import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import type { StudentPollAnswer } from '@continuum/contracts';
import { Checkbox, Radio, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';
import type { InquiryProps } from './inquiry-props';
import { publicChoices } from './inquiry-public-choices';
import classes from './student-poll.module.css';
import { type PollChartType, type PollResult, StudentPollChart } from './student-poll-chart';
import { pollColor } from './student-poll-colors';

const CHART_TYPES: readonly string[] = ['BAR', 'PIE', 'DOUGHNUT'];

function pollResults(value: unknown): PollResult[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((r): r is PollResult => typeof r?.label === 'string' && typeof r?.value === 'number');
}

/**
 * STUDENT_POLL: a vote, not a question. One choice (radio buttons) unless the poll is `multiple`
 * (checkboxes; unticking the last makes it unanswered again). The player's Submit sends the vote; its
 * reply's pollResults replace the choices with a chart and a table of every choice's votes, until the
 * player's Retake clears them. Without a chartType the spec's error text stands in for the chart.
 */
export function StudentPollInquiry({
  slide,
  answer,
  onAnswerChange,
  result,
  disabled,
}: InquiryProps<StudentPollAnswer | undefined>) {
  const { t } = useTranslation();
  const choices = useMemo(() => publicChoices(slide.choices), [slide]);
  const multiple = slide.multiple === true;
  const picked = answer?.choiceIds ?? [];
  const results = pollResults(result?.pollResults);

  if (results) {
    const chartType = typeof slide.chartType === 'string' && CHART_TYPES.includes(slide.chartType) ? slide.chartType : null;
    const total = results.reduce((sum, r) => sum + r.value, 0);
    const mine = new Set(choices.filter((c) => picked.includes(c.id)).map((c) => c.text));
    return (
      <figure className={classes.results} aria-label={t('inquiry.poll.results')}>
        {chartType ? (
          <StudentPollChart type={chartType as PollChartType} results={results} />
        ) : (
          <MessageAlert tone="error">{t('inquiry.poll.chartError')}</MessageAlert>
        )}
        <Table w="auto" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('inquiry.poll.choice')}</Table.Th>
              <Table.Th scope="col">{t('inquiry.poll.votes')}</Table.Th>
              <Table.Th scope="col">{t('inquiry.poll.percent')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: results are positional (the poll's choices in authored order) and labels may repeat
              <Table.Tr key={`${i}:${r.label}`}>
                <Table.Th scope="row" fw="normal">
                  <span className={classes.swatch} style={{ background: pollColor(i) }} aria-hidden="true" />
                  {mine.has(r.label) ? t('inquiry.poll.yourVote', { label: r.label }) : r.label}
                </Table.Th>
                <Table.Td>{r.value}</Table.Td>
                <Table.Td>{t('inquiry.poll.share', { value: total > 0 ? Math.round((r.value / total) * 100) : 0 })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">{t('inquiry.poll.total', { total })}</Text>
      </figure>
    );
  }

  if (multiple)
    return (
      <Checkbox.Group
        label={t('inquiry.poll.labelMultiple')}
        value={picked}
        onChange={(ids) => {
          const ordered = choices.filter((c) => ids.includes(c.id)).map((c) => c.id);
          onAnswerChange(ordered.length > 0 ? { choiceIds: ordered } : undefined);
        }}
      >
        <Stack gap="xs" mt="xs">
          {choices.map((c) => (
            <Checkbox key={c.id} value={c.id} label={c.text} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <Radio.Group label={t('inquiry.poll.label')} value={picked[0] ?? null} onChange={(id) => onAnswerChange({ choiceIds: [id] })}>
      <Stack gap="xs" mt="xs">
        {choices.map((c) => (
          <Radio key={c.id} value={c.id} label={c.text} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
