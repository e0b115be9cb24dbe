import type { PublicSlide } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SlideState } from '../model/slide-state';

/** How to answer, for the inquiry types whose way of answering is not a plain pick (keyboard paths included). */
const HOW_TO: Record<string, string> = {
  MATCHING_DND_GRP: 'dragDrop',
  MATCHING_DND_ANSWERS: 'dragDrop',
  HOT_SPOT: 'hotSpot',
  TEXT_EDIT: 'text',
  COMPLETE_STORY: 'text',
  FORUM: 'text',
  ASSIGNMENT: 'text',
};

/** Where the learner's answer stands: the check's verdict, else answered or not. */
function standing(slide: PublicSlide, state: Pick<SlideState, 'answer' | 'result'>): string {
  if (state.result) return state.result.correct === true ? 'correct' : state.result.correct === false ? 'incorrect' : 'submitted';
  if (state.answer !== undefined) return 'answered';
  return slide.taken ? 'taken' : 'unanswered';
}

/**
 * The inquiry-choice right sidebar (000 §2 "right sidebar variants: inquiry choice"; issue 25 item 21, decision
 * 0119): beside a question slide, how to answer it and where the learner's choice stands (not answered, answered
 * and not checked, correct, incorrect), announced politely as it changes.
 */
export function InquiryChoiceSidebar({ slide, state }: { slide: PublicSlide; state: Pick<SlideState, 'answer' | 'result'> }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-label={t('lesson.sidebar.choice')} gap={4}>
      <Text fw={600} size="sm">
        {t('lesson.sidebar.choice')}
      </Text>
      <Text size="sm">{t(`lesson.sidebar.howTo.${HOW_TO[slide.type] ?? 'pick'}`)}</Text>
      <Text size="sm" role="status">
        {t(`lesson.sidebar.standing.${standing(slide, state)}`)}
      </Text>
    </Stack>
  );
}
