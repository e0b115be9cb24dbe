import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';
import { lessonErrorText } from '../model/lesson-errors';
import type { SlideControls } from '../model/slide-state';

interface SlideActionsProps {
  controls: SlideControls;
  /** Graded types say 'Check Answers'; the others Submit. */
  graded: boolean;
  pending: boolean;
  error: unknown;
  onCheck: () => void;
  onReset: () => void;
}

/** The inquiry's own buttons: check or Submit, Try Again after a wrong answer that did not progress, a poll's Retake. */
export function SlideActions({ controls, graded, pending, error, onCheck, onReset }: SlideActionsProps) {
  const { t } = useTranslation();
  const shown = controls.check !== 'hidden' || controls.tryAgain || controls.retake;
  return (
    <>
      {error != null && <MessageAlert tone="error">{lessonErrorText(error)}</MessageAlert>}
      {shown && (
        <Group>
          {controls.check !== 'hidden' && (
            <Button onClick={onCheck} disabled={controls.check === 'disabled'} loading={pending}>
              {graded ? t('lesson.check.check') : t('lesson.check.submit')}
            </Button>
          )}
          {controls.tryAgain && (
            <Button variant="outline" onClick={onReset}>
              {t('lesson.check.tryAgain')}
            </Button>
          )}
          {controls.retake && (
            <Button variant="outline" onClick={onReset}>
              {t('lesson.check.retake')}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
