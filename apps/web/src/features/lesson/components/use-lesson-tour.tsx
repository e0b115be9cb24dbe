import type { LearnerProduct } from '@continuum/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentityCheckOpen } from '@/features/identity/public/identity-check-open';
import { useDeviceSize } from '@/shared/hooks/use-device-size';
import { TOUR_ANCHORS } from '@/shared/tour/anchors';
import { useGuidedTour } from '@/shared/tour/use-guided-tour';

/**
 * The lesson tour (000 §2): a desktop and a mobile variant, each seen once on its own key, as the pages differ
 * (on a device-size screen the way out is in the lesson menu, and the sidebar follows the lesson).
 */
export function useLessonTour(product: LearnerProduct | undefined, ready: boolean): ReactNode {
  const { t } = useTranslation();
  const mobile = useDeviceSize();
  const exit = mobile ? 'exitMobile' : 'exitDesktop';
  // Identity checks come first (issue 25): no tour starts, or stays drawn, while one is open.
  const checkOpen = useIdentityCheckOpen();
  return useGuidedTour({
    id: mobile ? 'lessonMobile' : 'lessonDesktop',
    product,
    ready,
    blocked: checkOpen,
    label: t('lesson.tour.label'),
    steps: [
      { anchor: TOUR_ANCHORS.slide, title: t('lesson.tour.slide.title'), body: t('lesson.tour.slide.body') },
      { anchor: TOUR_ANCHORS.slideProgress, title: t('lesson.tour.progress.title'), body: t('lesson.tour.progress.body') },
      { anchor: TOUR_ANCHORS.slideNav, title: t('lesson.tour.nav.title'), body: t('lesson.tour.nav.body') },
      { anchor: TOUR_ANCHORS.resources, title: t('lesson.tour.resources.title'), body: t('lesson.tour.resources.body') },
      { anchor: TOUR_ANCHORS.exit, title: t(`lesson.tour.${exit}.title`), body: t(`lesson.tour.${exit}.body`) },
    ],
  });
}
