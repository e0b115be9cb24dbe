import type { LearnerProduct, ProductMeta } from '@continuum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentityCheckOpen } from '@/features/identity/public/identity-check-open';
import { TOUR_ANCHORS } from '@/shared/tour/anchors';
import { useGuidedTour } from '@/shared/tour/use-guided-tour';
import { markWelcomed } from '../api/mark-welcomed';
import { CourseEntryCheck, needsEntryCheck } from './course-entry-check';

// The welcome (and Mantine's modal machinery) loads only for a learner who has not been welcomed yet.
const WelcomeModal = lazy(() => import('./welcome-modal').then((m) => ({ default: m.WelcomeModal })));

interface HomeIntroProps {
  product: LearnerProduct;
  meta: ProductMeta | undefined;
  /** The home's parts (table of contents, sidebar boxes) are drawn. */
  ready: boolean;
}

/**
 * What a learner meets on a course home the first time (decision 0071): the welcome-to-course modal, once per
 * learner product, then the home tour, once per browser and not for proctor-free products (000 §2).
 */
export function HomeIntro({ product, meta, ready }: HomeIntroProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Decided on arrival: closing updates the cached product at once, and the modal must stay to close itself.
  // Course rules ask for the signature check at entry (000 §1; decision 0091): before the welcome and the tour.
  const [biosigOpen, setBiosigOpen] = useState(() => needsEntryCheck(product));
  const [welcomeNeeded] = useState(!product.welcomeSeen);
  const [welcomeOpen, setWelcomeOpen] = useState(welcomeNeeded);
  // The typing check (product layout) comes before the welcome too (issue 25).
  const checkOpen = useIdentityCheckOpen();
  const tour = useGuidedTour({
    id: 'home',
    product,
    ready: ready && !welcomeOpen && !biosigOpen,
    blocked: checkOpen,
    label: t('course.tour.home.label'),
    steps: [
      { anchor: TOUR_ANCHORS.progress, title: t('course.tour.home.progress.title'), body: t('course.tour.home.progress.body') },
      { anchor: TOUR_ANCHORS.toc, title: t('course.tour.home.toc.title'), body: t('course.tour.home.toc.body') },
      {
        anchor: TOUR_ANCHORS.bookmarks,
        title: t('course.tour.home.bookmarks.title'),
        body: t('course.tour.home.bookmarks.body'),
      },
      { anchor: TOUR_ANCHORS.support, title: t('course.tour.home.support.title'), body: t('course.tour.home.support.body') },
    ],
  });

  const closeWelcome = () => {
    setWelcomeOpen(false);
    void markWelcomed(queryClient, product.id);
  };

  if (biosigOpen) return <CourseEntryCheck product={product} onPassed={() => setBiosigOpen(false)} />;

  return (
    <>
      {welcomeNeeded && (
        <Suspense fallback={null}>
          <WelcomeModal product={product} meta={meta} opened={welcomeOpen && !checkOpen} onClose={closeWelcome} />
        </Suspense>
      )}
      {tour}
    </>
  );
}
