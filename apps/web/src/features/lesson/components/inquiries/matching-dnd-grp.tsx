import type { SortingAnswer } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InquiryProps } from './inquiry-props';
import { publicChoices } from './inquiry-public-choices';
import { MatchingDndBoard } from './matching-dnd-board';
import { knownPlacement, moveItem } from './matching-dnd-placement';

/**
 * MATCHING_DND_GRP (sorting): items are dragged into targets, any number per target. Placing one item
 * answers (the server accepts a partial sorting and grades it wrong); taking the last one back out makes
 * the slide unanswered again.
 */
export function MatchingDndGrpInquiry({
  slide,
  answer,
  onAnswerChange,
  result,
  disabled,
}: InquiryProps<SortingAnswer | undefined>) {
  const { t } = useTranslation();
  const targets = useMemo(() => publicChoices(slide.targets), [slide]);
  const items = useMemo(() => publicChoices(slide.items), [slide]);
  const placement = knownPlacement(answer?.placements, items, targets);

  const onMove = (itemId: string, zoneId: string | null) => {
    const next = moveItem(placement, itemId, zoneId, false);
    onAnswerChange(Object.keys(next).length > 0 ? { placements: { ...next } } : undefined);
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('inquiry.sorting.instructions')}</Text>
      <MatchingDndBoard
        items={items}
        zones={targets}
        placement={placement}
        onMove={onMove}
        disabled={disabled}
        feedback={result?.optionFeedback ?? {}}
        text={{
          pool: t('inquiry.sorting.pool'),
          unplaced: t('inquiry.sorting.unplaced'),
          selectLabel: (item) => t('inquiry.sorting.selectLabel', { item }),
          empty: t('inquiry.sorting.empty'),
        }}
      />
    </Stack>
  );
}
