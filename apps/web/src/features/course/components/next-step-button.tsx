import type { ProductState } from '@continuum/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';

interface NextStepButtonProps {
  lpId: number;
  state: Pick<ProductState, 'courseNextStep' | 'courseStarted'>;
  onSelectStartDate: () => void;
  /** Move focus to the button once it is shown (after the start-date modal saved). */
  focusRequested?: boolean;
  onFocused?: () => void;
  /** SC_PHOTO_IDENTIFICATION_REQUIRED and no photo yet: the upload comes before the course (002 §4). */
  photoIdFirst?: boolean;
}

/**
 * The home's next-step button (001 §4 "Course next step"): START_DATE opens the start-date modal, NODE goes
 * to that node ('Start Course' before any progress, 'Continue Course' after); ORIENTATION opens the orientation
 * affidavit (decision 0116). SURVEY, AFFIDAVIT (without an id)
 * and FINISH finish the course (the completion page, decision 0092); PURCHASE goes to the add-exam-prep address.
 */
export function NextStepButton({ lpId, state, onSelectStartDate, focusRequested, onFocused, photoIdFirst }: NextStepButtonProps) {
  const { t } = useTranslation();
  const step = state.courseNextStep;
  const ref = useRef<HTMLElement>(null);
  const focusable = step?.type === 'NODE' && !step.disabled;
  useEffect(() => {
    if (focusRequested && focusable && ref.current) {
      ref.current.focus();
      onFocused?.();
    }
  }, [focusRequested, focusable, onFocused]);
  if (!step) return null;
  if (step.type === 'START_DATE') {
    return (
      <Button size="md" onClick={onSelectStartDate} disabled={step.disabled} mb="lg">
        {t('course.home.nextStep.startDate')}
      </Button>
    );
  }
  if (step.type === 'ORIENTATION') {
    return (
      <Button size="md" component={Link} to={paths.orientationAffidavit.href({ lpId })} mb="lg">
        {t('course.home.nextStep.orientation')}
      </Button>
    );
  }
  if (step.type === 'PURCHASE') {
    if (!step.url) return null;
    return (
      <Button size="md" component="a" href={step.url} target="_blank" rel="noopener noreferrer" mb="lg">
        {t('course.home.nextStep.purchase')}
      </Button>
    );
  }
  if (step.type === 'SURVEY' || step.type === 'AFFIDAVIT' || step.type === 'FINISH') {
    return (
      <Button size="md" component={Link} to={paths.courseFinish.href({ lpId })} disabled={step.disabled} mb="lg">
        {t(`course.home.nextStep.${step.type.toLowerCase()}`)}
      </Button>
    );
  }
  if (step.type !== 'NODE' || step.id === null) return null;
  const text = t(state.courseStarted ? 'course.home.nextStep.continue' : 'course.home.nextStep.start');
  return (
    <Stack gap={4} mb="lg" align="flex-start">
      {step.disabled ? (
        <Button size="md" disabled>
          {text}
        </Button>
      ) : (
        <Button
          ref={ref as React.Ref<HTMLAnchorElement>}
          size="md"
          component={Link}
          to={photoIdFirst ? paths.photoId.href({ lpId }) : paths.lc.href({ lpId, nodeId: step.id })}
        >
          {text}
        </Button>
      )}
      {step.title && (
        <Text size="sm" c="dimmed">
          {t('course.home.nextStep.upNext', { title: step.title })}
        </Text>
      )}
    </Stack>
  );
}
