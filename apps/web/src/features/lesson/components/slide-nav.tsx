import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOUR_ANCHORS, tourAnchor } from '@/shared/tour/anchors';

interface SlideNavProps {
  index: number;
  count: number;
  canNext: boolean;
  /** Seconds of requiredTime left (0 when none). */
  waitLeft: number;
  /** Next waits for an answer: say so beside it. */
  answerFirst: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next (Finish Lesson on the last slide), with the requiredTime countdown (001 §4, §9). */
export function SlideNav({ index, count, canNext, waitLeft, answerFirst, busy, onPrevious, onNext }: SlideNavProps) {
  const { t } = useTranslation();
  const last = index >= count - 1;
  return (
    <nav aria-label={t('lesson.nav.label')} {...tourAnchor(TOUR_ANCHORS.slideNav)}>
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={onPrevious} disabled={index === 0 || busy}>
          {t('lesson.nav.previous')}
        </Button>
        <Group gap="sm">
          {waitLeft > 0 && (
            // role timer: read on request, not announced every second.
            <Text size="sm" c="dimmed" role="timer">
              {t('lesson.nav.wait', { count: waitLeft })}
            </Text>
          )}
          {answerFirst && (
            <Text size="sm" c="dimmed">
              {t('lesson.nav.answerFirst')}
            </Text>
          )}
          <Button onClick={onNext} disabled={!canNext || busy} loading={busy && canNext}>
            {last ? t('lesson.nav.finish') : t('lesson.nav.next')}
          </Button>
        </Group>
      </Group>
    </nav>
  );
}
