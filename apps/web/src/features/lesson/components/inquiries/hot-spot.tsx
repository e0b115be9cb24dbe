import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/List.css';
import { type HotSpotAnswer, limits } from '@continuum/contracts';
import { Button, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './hot-spot.module.css';
import { HotSpotArea } from './hot-spot-area';
import { type AreaPoint, hotSpotImage, imageCentre, percentOnImage } from './hot-spot-geometry';
import type { InquiryProps } from './inquiry-props';

/** The server takes at most this many points (lesson-answers ANSWER_LIST_MAX). */
const MAX_POINTS = limits.answerListMax;

/**
 * HOT_SPOT: the learner marks one or more spots on the image, by clicking or with the keyboard marker.
 * The slide carries no spot geometry before the answer is checked, so there is nothing to list as
 * regions; spots are named by where they are on the image. Removing the last spot makes the slide
 * unanswered again.
 */
export function HotSpotInquiry({ slide, answer, onAnswerChange, result, disabled }: InquiryProps<HotSpotAnswer | undefined>) {
  const { t } = useTranslation();
  const instructionsId = useId();
  const image = useMemo(() => hotSpotImage(slide), [slide]);
  const points = answer?.points ?? [];
  const [marker, setMarker] = useState(() => imageCentre(image));
  const [announcement, setAnnouncement] = useState('');
  const where = (p: AreaPoint) => percentOnImage(p, image);

  const place = (point: AreaPoint) => {
    if (points.length >= MAX_POINTS) return;
    const next = [...points, point];
    onAnswerChange({ points: next });
    setAnnouncement(t('inquiry.hotSpot.placed', { n: next.length, ...where(point) }));
  };
  const remove = (index: number) => {
    const next = points.filter((_, i) => i !== index);
    onAnswerChange(next.length > 0 ? { points: next } : undefined);
    setAnnouncement(t('inquiry.hotSpot.removed', { n: index + 1 }));
  };
  const moveMarker = (point: AreaPoint) => {
    setMarker(point);
    setAnnouncement(t('inquiry.hotSpot.marker', where(point)));
  };
  const feedback = Object.values(result?.optionFeedback ?? {});

  return (
    <Stack gap="sm">
      <Text size="sm" id={instructionsId}>
        {t('inquiry.hotSpot.instructions')}
      </Text>
      <HotSpotArea
        image={image}
        points={points}
        marker={marker}
        onMarkerMove={moveMarker}
        onPlace={place}
        label={t('inquiry.hotSpot.area', { title: slide.title })}
        describedBy={instructionsId}
        disabled={disabled}
      />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {points.length === 0 ? (
        <Text size="sm">{t('inquiry.hotSpot.none')}</Text>
      ) : (
        <ol className={classes.points} aria-label={t('inquiry.hotSpot.chosen')}>
          {points.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a spot is its position in the list
            <li key={i} className={classes.point}>
              <span>{t('inquiry.hotSpot.point', { n: i + 1, ...where(p) })}</span>
              <Button size="compact-xs" variant="subtle" disabled={disabled} onClick={() => remove(i)}>
                {t('inquiry.hotSpot.remove', { n: i + 1 })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {feedback.length > 0 && (
        <List size="sm" aria-label={t('inquiry.feedback')}>
          {feedback.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
