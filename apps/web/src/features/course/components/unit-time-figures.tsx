import type { CourseProgress } from '@continuum/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from '@/shared/format/duration';
import { splitMinutes } from '@/shared/format/numbers';

type UnitProgress = CourseProgress['units'][number];

/** A unit's credited time and, when it has one, its minimum (001 §3 Unit progress). */
export function UnitTimeFigures({ unit, mt }: { unit: UnitProgress; mt?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" mt={mt}>
        {t('course.progress.unitTime', {
          title: unit.titlePrefix ?? unit.title,
          time: hoursAndMinutes(t, { hours: unit.unitHoursCompleted, minutes: unit.unitMinutesCompleted }),
        })}
      </Text>
      {unit.unitMinimumRequiredMinutes !== null && (
        <Text size="xs" c="dimmed">
          {t('course.progress.unitMinimum', { time: hoursAndMinutes(t, splitMinutes(unit.unitMinimumRequiredMinutes)) })}
        </Text>
      )}
    </>
  );
}
