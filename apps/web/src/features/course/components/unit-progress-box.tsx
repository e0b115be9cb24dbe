import '@mantine/core/styles/Progress.css';
import type { CourseProgress } from '@continuum/contracts';
import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidebarBox } from './sidebar-box';
import { UnitTimeFigures } from './unit-time-figures';

type UnitProgress = CourseProgress['units'][number];

/** A unit's share of completed content and, where the course shows it, its time figures (001 §3 Unit progress). */
export function UnitProgressBox({ unit }: { unit: UnitProgress }) {
  const { t } = useTranslation();
  return (
    <SidebarBox title={t('course.progress.unitTitle')}>
      <Text size="sm">{t('course.progress.unitPercent', { percent: unit.percentComplete })}</Text>
      <Progress value={Math.min(100, Math.max(0, unit.percentComplete))} aria-label={t('course.progress.unitTitle')} mt={4} />
      {unit.showTimeAtUnitLevel && <UnitTimeFigures unit={unit} mt="xs" />}
    </SidebarBox>
  );
}
