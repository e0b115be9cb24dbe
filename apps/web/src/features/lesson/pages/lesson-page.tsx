import type { LcReply, LearnerProduct } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { NodeBanners } from '@/features/course/public/node-banners';
import { useLessonAudit } from '@/features/seat-time/public/send-lesson-audit';
import { paths } from '@/shared/paths';
import { TOUR_ANCHORS, tourAnchor } from '@/shared/tour/anchors';
import { MessageAlert } from '@/shared/ui/message-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useLesson } from '../api/get-lesson';
import type { SubmitTarget } from '../api/submit-answer';
import { InquirySubheader } from '../components/inquiry-subheader';
import { LessonSkip } from '../components/lesson-skip';
import { LockOverlay } from '../components/lock-overlay';
import { SelectionListSidebar } from '../components/selection-list-sidebar';
import { SlidePlayer } from '../components/slide-player';
import { useFinishLesson } from '../components/use-finish-lesson';
import { useLessonTour } from '../components/use-lesson-tour';
import { lcSuccessMessage } from '../lc-success-message';
import { lessonErrorText } from '../model/lesson-errors';
import { shownSlideIndex } from '../model/slide-index';

/**
 * The lesson's slide page (001 §2 lc LESSON, §4 lesson flow): the inquiry subheader, one slide at a time
 * (?inquiryIndex=, never past the first slide not yet taken), and finishing after the last one. A locked
 * lesson shows the lock overlay and loads nothing.
 */
export function LessonPage({ lpId, reply, product }: { lpId: number; reply: LcReply; product: LearnerProduct | undefined }) {
  const { t } = useTranslation();
  const { node } = reply;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lesson = useLesson(lpId, node.id, !node.locked);
  const audit = useLessonAudit();
  const slides = lesson.data?.inquiries ?? [];
  const index = lesson.data ? shownSlideIndex(lesson.data, node.completed, search.get('inquiryIndex')) : 0;
  const slide = slides[index];
  const target = useMemo<SubmitTarget | null>(
    () => (slide ? { lpId, lessonId: node.id, inquiryId: slide.referenceId } : null),
    [lpId, node.id, slide],
  );
  const lessonTitle = lesson.data?.title ?? node.title;
  const pinned = search.has('inquiryIndex');
  // Only one of the app's own message keys is shown, and it stays while the slide index is put in the address.
  const successMessage = lcSuccessMessage(search);
  // While another navigation is pending (the learner is leaving, e.g. Back while the lesson still loads, and
  // the next page's loader awaits its data), this page stays mounted; a replace now would cancel that
  // navigation and pull the learner back into the lesson.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => {
    // The slide shown goes into the address, so a check that moves the learner on does not move the page.
    if (lesson.data && !pinned && !leaving)
      navigate(paths.lc.href({ lpId, nodeId: node.id, inquiryIndex: index, successMessage }), { replace: true });
  }, [lesson.data, pinned, leaving, navigate, lpId, node.id, index, successMessage]);
  const finisher = useFinishLesson({ lpId, lessonId: node.id, lessonTitle, lastSlideName: slides.at(-1)?.title });
  const tour = useLessonTour(product, Boolean(slide && target) && !node.locked);

  const go = (to: number) => {
    if (to >= slides.length) return void finisher.finish();
    const from = slides[index];
    const next = slides[to];
    if (!next) return;
    void audit({ lessonName: lessonTitle, previousSlideName: from?.title, nextSlideName: next.title, complete: false });
    navigate(paths.lc.href({ lpId, nodeId: node.id, inquiryIndex: to }), { replace: true });
  };

  let body: React.ReactNode;
  if (node.locked) body = <LockOverlay lpId={lpId} node={node} />;
  else if (lesson.isError) body = <MessageAlert tone="error">{lessonErrorText(lesson.error)}</MessageAlert>;
  else if (!lesson.data) body = <PageLoader />;
  else if (!slide || !target) body = <Text>{t('lesson.empty')}</Text>;
  else
    body = (
      <div {...tourAnchor(TOUR_ANCHORS.slide)}>
        <SlidePlayer
          key={slide.id}
          target={target}
          slide={slide}
          index={index}
          count={slides.length}
          onGo={go}
          finishing={finisher.pending}
          sidebar={
            <SelectionListSidebar
              slides={slides}
              index={index}
              reached={Math.min(lesson.data.currentIndex, slides.length - 1)}
              onGo={go}
            />
          }
        />
      </div>
    );

  return (
    <Stack gap="md">
      <InquirySubheader lpId={lpId} node={node} progress={lesson.data ? { index, count: slides.length } : null} />
      <NodeBanners node={node} instructor={false} />
      {successMessage && <MessageAlert tone="success">{t(`lesson.successMessages.${successMessage}`)}</MessageAlert>}
      {finisher.error != null && <MessageAlert tone="error">{lessonErrorText(finisher.error)}</MessageAlert>}
      {body}
      {!node.locked && <LessonSkip lpId={lpId} node={node} product={product} />}
      {finisher.dialog}
      {tour}
    </Stack>
  );
}
