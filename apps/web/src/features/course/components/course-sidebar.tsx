import '@mantine/core/styles/Progress.css';
import { Progress, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearnerProduct } from '@/features/product/public/get-learner-product';
import { paths } from '@/shared/paths';
import { TOUR_ANCHORS, tourAnchor } from '@/shared/tour/anchors';
import { AppLink } from '@/shared/ui/app-link';
import { useCourseProgress } from '../api/get-course-progress';
import { useProductMeta } from '../api/get-product-meta';
import { useProductState } from '../api/get-product-state';
import { topicPercent } from '../model/topic';
import { BookmarksBox } from './bookmarks-box';
import { CourseMaterialsBox } from './course-materials-box';
import { ProgressSlot } from './progress-slot';
import { SidebarBox } from './sidebar-box';
import { ToolsBox } from './tools-box';
import { UnitProgressBox } from './unit-progress-box';

// The assignments box loads with its data, apart from the page's chunk (001 §2: shown if assignments are enabled).
const AssignmentsBox = lazy(() => import('./assignments-box').then((m) => ({ default: m.AssignmentsBox })));
// The learner's notifications, polled on every course page (000 §9; decision 0089).
const NotificationsBox = lazy(() => import('./notifications-box').then((m) => ({ default: m.NotificationsBox })));

/**
 * Left sidebar variants of 000 §2 / 001 §2, and closedBook: a final exam's page, which keeps the course's materials
 * (glossary, study plan and tips, resources, handbooks, bookmarks) away from the questions (decision 0116).
 */
export type SidebarVariant = 'standard' | 'examPrep' | 'unit' | 'topic' | 'closedBook';

interface CourseSidebarProps {
  lpId: number;
  variant: SidebarVariant;
  /** The unit or topic the page shows (unit and topic variants). */
  nodeId?: number;
}

/**
 * The course sidebar: course progress, bookmarks, course materials (handbooks) and the study tools
 * (study plan, study tips, career builder, instructor schedule). The unit and topic variants lead with a
 * way home and the unit's or topic's own progress; the exam-prep variant leads with the study tools.
 */
export function CourseSidebar({ lpId, variant, nodeId }: CourseSidebarProps) {
  const { t } = useTranslation();
  const product = useLearnerProduct(lpId).data;
  const state = useProductState(lpId).data;
  const handbooks = state?.handbooksData ?? [];
  const meta = useProductMeta(lpId).data;
  const tools = product ? <ToolsBox assets={product.siteAssets} withSchedule /> : null;
  // The lesson tour points at the course materials (a lesson's resources are among them).
  const materials = (
    <div {...tourAnchor(TOUR_ANCHORS.resources)}>
      <CourseMaterialsBox lpId={lpId} handbooks={handbooks} meta={meta} />
    </div>
  );
  const home = (
    <AppLink to={paths.productHome.href({ lpId })} fw={600}>
      {t('course.sidebar.returnHome')}
    </AppLink>
  );

  const notifications = (
    <Suspense fallback={null}>
      <NotificationsBox lpId={lpId} />
    </Suspense>
  );

  if (variant === 'closedBook') {
    return (
      <>
        {home}
        {notifications}
        <SidebarBox title={t('course.sidebar.closedBookTitle')}>
          <Text size="sm">{t('course.sidebar.closedBook')}</Text>
        </SidebarBox>
      </>
    );
  }
  if (variant === 'examPrep') {
    return (
      <>
        {notifications}
        {tools}
        <ProgressSlot lpId={lpId} />
        <BookmarksBox lpId={lpId} />
        {materials}
      </>
    );
  }
  return (
    <>
      {(variant === 'unit' || variant === 'topic') && home}
      {notifications}
      {variant === 'unit' && nodeId !== undefined && <UnitSlot lpId={lpId} unitId={nodeId} />}
      {variant === 'topic' && nodeId !== undefined && (
        <TopicProgressBox
          percent={topicPercent(
            state?.componentStatusMap[String(nodeId)],
            state?.derivedDataMap[String(nodeId)]?.PERCENT_COMPLETE,
          )}
        />
      )}
      {variant !== 'topic' && <ProgressSlot lpId={lpId} />}
      <BookmarksBox lpId={lpId} />
      <Suspense fallback={null}>
        <AssignmentsBox lpId={lpId} />
      </Suspense>
      {materials}
      {tools}
    </>
  );
}

function UnitSlot({ lpId, unitId }: { lpId: number; unitId: number }) {
  const unit = useCourseProgress(lpId).data?.units.find((u) => u.nodeId === unitId);
  return unit ? <UnitProgressBox unit={unit} /> : null;
}

function TopicProgressBox({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  return (
    <SidebarBox title={t('course.sidebar.topicProgress')}>
      <Text size="sm">
        {percent !== null ? t('course.examPrep.topicPercent', { percent: percent }) : t('course.examPrep.noPercent')}
      </Text>
      {percent !== null && (
        <Progress value={Math.min(100, Math.max(0, percent))} aria-label={t('course.sidebar.topicProgress')} mt={4} />
      )}
    </SidebarBox>
  );
}
