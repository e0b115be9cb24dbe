import '@mantine/core/styles/List.css';
import type { ExamResult } from '@continuum/contracts';
import { Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './exam.module.css';

/**
 * Effort by topic for exam prep (002 §3 effort rating): FOCUS_HERE, NEEDS_WORK or GOOD, each with
 * numberCorrect of totalNumber. The rank is said in words, not only by the dot's colour.
 */
export function EffortBreakdowns({ breakdowns }: { breakdowns: ExamResult['effortBreakdowns'] }) {
  const { t } = useTranslation();
  if (breakdowns.length === 0) return null;
  return (
    <section aria-labelledby="exam-effort-breakdowns">
      <Title order={3} size="h5" id="exam-effort-breakdowns" mb="xs">
        {t('exam.results.effort')}
      </Title>
      <List listStyleType="none" spacing={4}>
        {breakdowns.map((b) => (
          <List.Item key={b.nodeId}>
            <Group gap={8} wrap="nowrap">
              <span className={classes.effortDot} data-rank={b.effortRank} aria-hidden="true" />
              <Text size="sm">
                {t('exam.results.effortRow', {
                  title: b.title,
                  rank: t(`exam.effort.${b.effortRank}`),
                  correct: b.numberCorrect,
                  total: b.totalNumber,
                })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
