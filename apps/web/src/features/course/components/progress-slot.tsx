import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseProgress } from '../api/get-course-progress';
import { CourseProgressBox } from './course-progress-box';
import { SidebarBox } from './sidebar-box';

/** The course progress box fed by GET api/product/{lpId}/progress, with its loading and failure states. */
export function ProgressSlot({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const progress = useCourseProgress(lpId);
  if (progress.data) return <CourseProgressBox progress={progress.data} />;
  return (
    <SidebarBox title={t('course.progress.title')}>
      {progress.isError ? (
        <Text size="sm" c="dimmed">
          {t('course.progress.unavailable')}
        </Text>
      ) : (
        <Loader size="xs" role="status" aria-label={t('global.loading.label')} />
      )}
    </SidebarBox>
  );
}
