import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useCourseProgress } from '../api/get-course-progress';
import { CourseProgressBox } from './course-progress-box';
import { SidebarBox } from './sidebar-box';

/**
 * The course progress box fed by GET api/product/{lpId}/progress, with its loading and failure states. A
 * failure shows the generic error with a retry, never figures that could pass for real ones (decision 0065).
 */
export function ProgressSlot({ lpId }: { lpId: number }) {
  const { t } = useTranslation();
  const progress = useCourseProgress(lpId);
  if (progress.data) return <CourseProgressBox progress={progress.data} />;
  return (
    <SidebarBox title={t('course.progress.title')}>
      {progress.isError ? (
        <QueryErrorAlert error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <Loader size="xs" role="status" aria-label={t('global.loading.label')} />
      )}
    </SidebarBox>
  );
}
