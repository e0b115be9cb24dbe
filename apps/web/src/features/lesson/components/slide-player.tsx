import type { AnswerCheckReply, LessonAnswerData, PublicSlide } from '@continuum/contracts';
import '@mantine/core/styles/Grid.css';
import { Grid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { applyCheckReply, type SubmitTarget, submitAnswer } from '../api/submit-answer';
import { isGraded } from '../model/slide-kinds';
import { initialSlideState, slideControls, slideReducer } from '../model/slide-state';
import { useCountdown } from '../model/use-countdown';
import { inquiryEntry } from './inquiries/registry';
import { InquiryChoiceSidebar } from './inquiry-choice-sidebar';
import { SlideActions } from './slide-actions';
import { SlideContent } from './slide-content';
import { SlideFeedback } from './slide-feedback';
import { SlideNav } from './slide-nav';

// The SCORM runtime (scorm-again) is loaded only by lessons that play a package.
const ScoPlayer = lazy(() => import('./sco/sco-player').then((m) => ({ default: m.ScoPlayer })));
const Cmi5Player = lazy(() => import('./cmi5/cmi5-player').then((m) => ({ default: m.Cmi5Player })));

export interface SlidePlayerProps {
  target: SubmitTarget;
  slide: PublicSlide;
  index: number;
  count: number;
  /** Go to another slide (index) or, past the last one, finish the lesson (index = count). */
  onGo: (index: number) => void;
  /** The lesson is being finished. */
  finishing: boolean;
  /** The lesson's own right sidebar (its slides), under the inquiry-choice one. */
  sidebar?: React.ReactNode;
}

/**
 * One slide (001 §4 "Lesson flow", "Inquiry steps"): its content, its inquiry, the check and its feedback,
 * and Previous/Next. Next waits for the slide's requiredTime and, on an inquiry, for the server to count it
 * taken; a content slide is recorded by Next itself. Keyed by slide, so a slide's state starts fresh.
 */
export function SlidePlayer({ target, slide, index, count, onGo, finishing, sidebar }: SlidePlayerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(slideReducer, initialSlideState);
  const heading = useRef<HTMLHeadingElement>(null);
  const entry = inquiryEntry(slide.type);
  const waitLeft = useCountdown(slide.taken ? 0 : slide.requiredTime);
  const controls = slideControls(state, {
    content: !entry,
    taken: slide.taken,
    submitsItself: entry?.submitsItself ?? false,
    poll: slide.type === 'STUDENT_POLL',
    waiting: waitLeft > 0,
  });

  useEffect(() => {
    // A new slide: start reading at its title (it is keyed, so this runs once per slide).
    heading.current?.focus();
  }, []);

  const submit = useCallback(
    async (answer: LessonAnswerData | undefined): Promise<AnswerCheckReply> => {
      dispatch({ type: 'submit' });
      try {
        const reply = await submitAnswer(target, answer);
        applyCheckReply(queryClient, target.lpId, target.lessonId, reply);
        dispatch({ type: 'checked', result: reply });
        return reply;
      } catch (error) {
        dispatch({ type: 'failed', error });
        throw error;
      }
    },
    [queryClient, target],
  );

  const next = async () => {
    if (!entry && !slide.taken) {
      // A content slide is taken by reading it: Next records it (the server checks its requiredTime).
      const reply = await submit(undefined).catch(() => null); // posted as {}: there is no answer
      if (!reply?.progressed) return;
    }
    onGo(index + 1);
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    heading.current?.focus();
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <SlideContent slide={slide} headingRef={heading} />
          {slide.type === 'SCORM' && (
            <Suspense fallback={null}>
              <ScoPlayer slide={slide} target={{ lpId: target.lpId, lessonId: target.lessonId, slideId: slide.referenceId }} />
            </Suspense>
          )}
          {slide.type === 'CMI5' && (
            <Suspense fallback={null}>
              <Cmi5Player slide={slide} target={{ lpId: target.lpId, lessonId: target.lessonId, slideId: slide.referenceId }} />
            </Suspense>
          )}
          {entry && (
            <Suspense fallback={null}>
              <entry.Component
                slide={slide}
                answer={state.answer}
                onAnswerChange={(answer: LessonAnswerData) => dispatch({ type: 'edit', answer })}
                result={state.result}
                submit={submit}
                disabled={state.pending || finishing}
              />
            </Suspense>
          )}
          {state.result && <SlideFeedback result={state.result} />}
          <SlideActions
            controls={controls}
            graded={isGraded(slide.type)}
            pending={state.pending}
            error={state.error}
            onCheck={() => void submit(state.answer).catch(() => undefined)}
            onReset={reset}
          />
          <SlideNav
            index={index}
            count={count}
            canNext={controls.next && !finishing}
            waitLeft={waitLeft}
            answerFirst={!controls.next && waitLeft === 0 && !state.pending}
            busy={finishing || (state.pending && !entry)}
            onPrevious={() => onGo(index - 1)}
            onNext={() => void next()}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack component="aside" aria-label={t('lesson.sidebar.label')} gap="lg">
          {entry && <InquiryChoiceSidebar slide={slide} state={state} />}
          {sidebar}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
