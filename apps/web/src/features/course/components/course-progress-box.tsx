import '@mantine/core/styles/Progress.css';
import type { CourseProgress } from '@continuum/contracts';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes } from '@/shared/format/duration';
import { splitMinutes } from '@/shared/format/numbers';
import { SidebarBox } from './sidebar-box';
import { UnitTimeFigures } from './unit-time-figures';

/**
 * The course progress box (001 §3, §9): content percent (one decimal), units completed, the running clock
 * with the minimum time required or recommended, the course dates and the days left, and unit time
 * figures for units that show them.
 */
export function CourseProgressBox({ progress }: { progress: CourseProgress }) {
  const { t } = useTranslation();
  const percent = progress.percentComplete;
  // Days left only matter while the course is open; once completed the box says so instead.
  const completed = progress.learningStatus === 'COMPLETE' || progress.learningStatus === 'COMPLETE_FAIL';
  const minimum = minimumTime(progress);
  const unitsWithTime = progress.units.filter((u) => u.showTimeAtUnitLevel);

  return (
    <SidebarBox title={t('course.progress.title')}>
      <Stack gap="xs">
        {progress.showContentProgress && (
          <div>
            <Text size="sm" fw={600}>
              {t('course.progress.percentComplete', { percent })}
            </Text>
            <Progress value={clamp(progress.percentComplete)} aria-label={t('course.progress.contentBar')} mt={4} />
          </div>
        )}
        {progress.showUnitsCompleted && (
          <Text size="sm">
            {t('course.progress.unitsCompleted', { completed: progress.unitsCompletedCount, total: progress.unitsTotalCount })}
          </Text>
        )}
        {progress.showTimeProgress && (
          <div>
            <Text size="sm" fw={600}>
              {t('course.progress.timeTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {progress.timeProgressFormat === 'Running Clock' ? t('course.progress.runningClock') : progress.timeProgressFormat}
            </Text>
            <Progress value={clamp(progress.timePercentComplete)} aria-label={t('course.progress.timeBar')} my={4} color="teal" />
            <Text size="sm">
              {t('course.progress.timeCompleted', {
                time: hoursAndMinutes(t, { hours: progress.hoursCompleted, minutes: progress.minutesCompleted }),
              })}
            </Text>
            {minimum && <Text size="sm">{t(minimum.key, { time: hoursAndMinutes(t, minimum.time) })}</Text>}
            {progress.maxTimeReached && (
              <Text size="sm" c="orange.9">
                {t('course.progress.maxTimeReached')}
              </Text>
            )}
          </div>
        )}
        {progress.showCourseDates && (
          <div>
            <Text size="sm" fw={600}>
              {t('course.progress.datesTitle')}
            </Text>
            <Text size="sm">
              {t('course.progress.startDate', {
                date: progress.courseStartDate ?? t('course.progress.notSelected'),
              })}
            </Text>
            <Text size="sm">
              {t('course.progress.endDate', {
                date: progress.courseEndDate ?? t('course.progress.notSelected'),
              })}
            </Text>
            {completed ? (
              <Text size="sm" fw={600}>
                {t('course.progress.completed')}
              </Text>
            ) : (
              progress.courseDaysRemaining !== null && (
                <Text size="sm" fw={600}>
                  {t('course.progress.daysLeft', { count: progress.courseDaysRemaining })}
                </Text>
              )
            )}
          </div>
        )}
        {unitsWithTime.map((unit) => (
          <div key={unit.nodeId}>
            <UnitTimeFigures unit={unit} />
            <Progress
              value={clamp(unit.unitTimePercentComplete)}
              aria-label={`${unit.titlePrefix ?? unit.title}: ${t('course.progress.timeBar')}`}
              size="sm"
              mt={2}
              color="teal"
            />
          </div>
        ))}
      </Stack>
    </SidebarBox>
  );
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** 'Minimum of H hours, M minutes required', or 'recommended' when only a recommendation is set (001 §9). */
export function minimumTime(progress: Pick<CourseProgress, 'minimumRequiredMinutes' | 'minimumRecommendedMinutes'>) {
  if (progress.minimumRequiredMinutes !== null) {
    return { key: 'course.progress.minimumRequired', time: splitMinutes(progress.minimumRequiredMinutes) } as const;
  }
  if (progress.minimumRecommendedMinutes !== null) {
    return { key: 'course.progress.minimumRecommended', time: splitMinutes(progress.minimumRecommendedMinutes) } as const;
  }
  return null;
}
