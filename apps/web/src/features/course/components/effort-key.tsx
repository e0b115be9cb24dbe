import type { ProductState } from '@continuum/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './exam-prep.module.css';
import { SidebarBox } from './sidebar-box';

const RANKS = ['FOCUS_HERE', 'NEEDS_WORK', 'GOOD'] as const;

/** The effort key (001 §2 Topic page): Focus Here, Needs Work, Good, each with correct/total answers. */
export function EffortKey({ breakdowns }: { breakdowns: ProductState['effortBreakdowns'] }) {
  const { t } = useTranslation();
  return (
    <SidebarBox title={t('course.examPrep.effortKey')}>
      <Group gap="lg">
        {RANKS.map((rank) => {
          const rows = breakdowns.filter((b) => b.effortRank === rank);
          const correct = rows.reduce((sum, b) => sum + b.numberCorrect, 0);
          const total = rows.reduce((sum, b) => sum + b.totalNumber, 0);
          return (
            <Group key={rank} gap={6} wrap="nowrap">
              <span className={classes.effortDot} data-rank={rank} aria-hidden="true" />
              <Text size="sm">
                {t(`course.examPrep.effort.${rank}`)} ({t('course.examPrep.effortCounts', { correct, total })})
              </Text>
            </Group>
          );
        })}
      </Group>
    </SidebarBox>
  );
}
