import type { MatchingAnswer } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportedAnswer } from './inquiry-local-answer';
import type { InquiryProps } from './inquiry-props';
import { publicChoices } from './inquiry-public-choices';
import { MatchingDndBoard } from './matching-dnd-board';
import { knownPlacement, moveItem, type Placement, placedZone } from './matching-dnd-placement';

/**
 * MATCHING_DND_ANSWERS: each choice is dragged onto a match, one choice per match (dropping onto a taken
 * match swaps the two). Every choice must be matched before checking (001 §5), so the pairs are kept here
 * while incomplete and reported to the player only once complete (and withdrawn when a choice goes back).
 */
export function MatchingDndAnswersInquiry({
  slide,
  answer,
  onAnswerChange,
  result,
  disabled,
}: InquiryProps<MatchingAnswer | undefined>) {
  const { t } = useTranslation();
  const choices = useMemo(() => publicChoices(slide.choices), [slide]);
  const matches = useMemo(() => publicChoices(slide.matches), [slide]);
  const [placement, setPlacement] = useState<Placement>(() => knownPlacement(answer?.pairs, choices, matches));
  const report = useReportedAnswer(answer, onAnswerChange, (a) => setPlacement(knownPlacement(a?.pairs, choices, matches)));
  const complete = (p: Placement) => choices.length > 0 && choices.every((c) => placedZone(p, c.id) !== null);

  const onMove = (choiceId: string, matchId: string | null) => {
    const next = moveItem(placement, choiceId, matchId, true);
    setPlacement(next);
    report(complete(next) ? { pairs: { ...next } } : undefined);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('inquiry.matching.instructions')}</Text>
      <MatchingDndBoard
        items={choices}
        zones={matches}
        placement={placement}
        onMove={onMove}
        disabled={disabled}
        feedback={result?.optionFeedback ?? {}}
        text={{
          pool: t('inquiry.matching.pool'),
          unplaced: t('inquiry.matching.unplaced'),
          selectLabel: (item) => t('inquiry.matching.selectLabel', { item }),
          empty: t('inquiry.matching.empty'),
        }}
      />
    </Stack>
  );
}
