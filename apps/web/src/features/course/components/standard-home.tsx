import { type LearnerProduct, PHOTO_ID_REQUIRED_RULE } from '@continuum/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { SHOWS_FAILURE } from '@/shared/query/meta';
import { TOUR_ANCHORS, tourAnchor } from '@/shared/tour/anchors';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useProductMeta } from '../api/get-product-meta';
import { useProductState } from '../api/get-product-state';
import { idParam } from '../api/keys';
import { useClassicView } from '../model/classic-view';
import { indexMeta } from '../model/course-tree';
import { BookmarksBox } from './bookmarks-box';
import { ClassicViewSwitch } from './classic-view-switch';
import { ContentFailure } from './content-failure';
import { PhotoIdOffer } from './course-gate-view';
import { CourseLayout } from './course-layout';
import { CourseMaterialsBox } from './course-materials-box';
import { CourseMessage } from './course-message';
import { CourseToc } from './course-toc';
import { CustomerSupportBox } from './customer-support-box';
import { HomeIntro } from './home-intro';
import { InstructorContact } from './instructor-contact';
import { NextStepButton } from './next-step-button';
import { ProgressSlot } from './progress-slot';
import { ToolsBox } from './tools-box';

// The modal (and Mantine's modal machinery) loads the first time a learner opens it.
// The assignments box (and its status icons) loads with its data, apart from the home's first chunk.
const AssignmentsBox = lazy(() => import('./assignments-box').then((m) => ({ default: m.AssignmentsBox })));
// Notifications and the advertisement (decision 0089) load apart from the home's first chunk too.
const NotificationsBox = lazy(() => import('./notifications-box').then((m) => ({ default: m.NotificationsBox })));
const AdvertisementBox = lazy(() => import('./advertisement-box').then((m) => ({ default: m.AdvertisementBox })));
const StartDateModal = lazy(() => import('./start-date-modal').then((m) => ({ default: m.StartDateModal })));

/**
 * Standard home of a COURSE or PROGRAM (001 §2): course message, next-step button and table of contents,
 * with a right sidebar of course progress, instructor contact, course materials, bookmarks, customer
 * support, tools and the way out of the course.
 */
export function StandardHome({ product }: { product: LearnerProduct }) {
  const { t } = useTranslation();
  const lpId = product.id;
  const state = useProductState(lpId, SHOWS_FAILURE);
  const meta = useProductMeta(lpId, SHOWS_FAILURE);
  const [search] = useSearchParams();
  const focusNodeId = idParam(search.get('currentNodeId') ?? undefined);
  const [modal, setModal] = useState<'closed' | 'open' | 'loaded'>('closed');
  // After a start date is saved its button is gone: focus moves to the next step that replaces it.
  const [focusNextStep, setFocusNextStep] = useState(false);
  const tree = useMemo(() => (meta.data ? indexMeta(meta.data) : null), [meta.data]);
  const view = useClassicView(product);

  const sidebar = (
    <>
      <div {...tourAnchor(TOUR_ANCHORS.progress)}>
        <ProgressSlot lpId={lpId} />
      </div>
      <Suspense fallback={null}>
        <NotificationsBox lpId={lpId} />
      </Suspense>
      {/* The e-mail names where the learner is: the current node, else the course's root (issue 25 item 24). */}
      <InstructorContact
        product={product}
        available={state.data?.instructorAvailable ?? false}
        lpId={lpId}
        nodeId={state.data?.currentNodeId ?? meta.data?.rootId}
      />
      <CourseMaterialsBox lpId={lpId} handbooks={state.data?.handbooksData ?? []} meta={meta.data} />
      <Suspense fallback={null}>
        <AssignmentsBox lpId={lpId} />
      </Suspense>
      <div {...tourAnchor(TOUR_ANCHORS.bookmarks)}>
        <BookmarksBox lpId={lpId} />
      </div>
      <div {...tourAnchor(TOUR_ANCHORS.support)}>
        <CustomerSupportBox product={product} lpId={lpId} />
      </div>
      <ToolsBox assets={product.siteAssets} />
      {state.data?.courseCompleted && (
        // 001 §5: the advertisement shows once the product is complete (decision 0089).
        <Suspense fallback={null}>
          <AdvertisementBox lpId={lpId} completed />
        </Suspense>
      )}
      <AppLink to={paths.productSelector.href()} fw={600}>
        {t('course.home.exitCourse')}
      </AppLink>
    </>
  );

  let main: React.ReactNode;
  if (state.isError || meta.isError) main = <ContentFailure error={state.error ?? meta.error} />;
  else if (!state.data || !tree) main = <PageLoader />;
  else {
    main = (
      <>
        {search.get('errorMessage') === 'selectFromIndex' && (
          <MessageAlert tone="info">{t('course.home.selectFromIndex')}</MessageAlert>
        )}
        <CourseMessage message={state.data.courseMessage} />
        <PhotoIdOffer product={product} />
        <NextStepButton
          lpId={lpId}
          state={state.data}
          onSelectStartDate={() => setModal('open')}
          focusRequested={focusNextStep}
          onFocused={() => setFocusNextStep(false)}
          photoIdFirst={product.rules[PHOTO_ID_REQUIRED_RULE] === 'yes' && !product.hasSubmittedIdPhoto}
        />
        {view.offered && <ClassicViewSwitch classic={view.classic} onToggle={view.toggle} />}
        <div {...tourAnchor(TOUR_ANCHORS.toc)}>
          <CourseToc
            lpId={lpId}
            tree={tree}
            state={state.data}
            focusNodeId={Number.isNaN(focusNodeId) ? null : focusNodeId}
            whole={view.classic}
          />
        </div>
      </>
    );
  }

  return (
    <CourseLayout side="right" sidebar={sidebar}>
      {main}
      <HomeIntro product={product} meta={meta.data} ready={Boolean(state.data && tree)} />
      {modal !== 'closed' && (
        <Suspense fallback={null}>
          <StartDateModal
            lpId={lpId}
            opened={modal === 'open'}
            onClose={() => setModal('loaded')}
            onSaved={() => setFocusNextStep(true)}
          />
        </Suspense>
      )}
    </CourseLayout>
  );
}
