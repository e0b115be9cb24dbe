import type { MetaNode } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/paths';
import { AppLink } from '@/shared/ui/app-link';
import { CircleGauge } from '@/shared/ui/circle-gauge';
import { DEFAULT_RED_LIMIT, DEFAULT_YELLOW_LIMIT, gaugeArc, gaugeColor, gaugeLimit } from '../model/gauge';
import classes from './exam-prep.module.css';

const COLORS = {
  red: 'var(--mantine-color-red-7)',
  yellow: 'var(--mantine-color-yellow-6)',
  green: 'var(--mantine-color-green-7)',
} as const;

/**
 * One circle/exam gauge (001 §3): the score (percentComplete) on a three-quarter dial coloured by the
 * gauge's RED_LIMIT and YELLOW_LIMIT, 'Your Score', the attempts count and the latest exam date or 'n/a'.
 */
export function ExamGauge({ lpId, node, derived }: { lpId: number; node: MetaNode; derived: Record<string, string> }) {
  const { t } = useTranslation();
  const raw = Number(derived.PERCENT_COMPLETE);
  const percent = Number.isFinite(raw) ? raw : 0;
  const color = gaugeColor(
    percent,
    gaugeLimit(node.metadata.RED_LIMIT, DEFAULT_RED_LIMIT),
    gaugeLimit(node.metadata.YELLOW_LIMIT, DEFAULT_YELLOW_LIMIT),
  );
  const attempts = Number(derived.EXAM_ATTEMPT_COUNT ?? 0) || 0;
  const latest = derived.LATEST_EXAM_DATE || t('course.examPrep.notAvailable');

  return (
    <Stack align="center" gap={6} className={classes.gauge} data-color={color}>
      {/* The gauge's practice exam: taking it sets the score. */}
      <AppLink to={paths.lc.href({ lpId, nodeId: node.id })} fw={600} ta="center" size="sm">
        {node.title}
      </AppLink>
      <CircleGauge
        arc={gaugeArc(percent)}
        color={COLORS[color]}
        label={t('course.examPrep.gaugeLabel', {
          title: node.title,
          percent,
          level: t(`course.examPrep.levels.${color}`),
        })}
      >
        <Text fz={26} fw={700} lh={1}>
          {t('course.examPrep.score', { percent })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('course.examPrep.yourScore')}
        </Text>
      </CircleGauge>
      <Text size="sm">{t('course.examPrep.attempts', { count: attempts })}</Text>
      <Text size="sm" c="dimmed">
        {t('course.examPrep.latestExam', { date: latest })}
      </Text>
    </Stack>
  );
}
