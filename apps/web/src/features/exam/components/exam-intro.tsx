import { type ExamStatusReply, PROCTOR_USER_NOT_CREATED } from '@continuum/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { introFigures } from '../model/intro-figures';
import classes from './exam.module.css';

interface ExamIntroProps {
  status: ExamStatusReply;
  /** The exam node is completed (incremental exams show 1/1). */
  completed: boolean;
  /** Start (or Retake) when the status allows it; absent otherwise. */
  onStart?: (() => void) | null;
  starting: boolean;
}

/**
 * The intro phase (002 §2): introMessage, then totalQuestionsNum, passingScore, cumulativeExamTime and
 * allowedAttemptCount in the spec's words, the incremental completion 0/1 or 1/1, and Start Exam.
 */
export function ExamIntro({ status, completed, onStart, starting }: ExamIntroProps) {
  const { t } = useTranslation();
  const figures = introFigures(status, t);
  const retake = status.attemptCount > 0 || status.status === 'PASS' || status.status === 'COMPLETED_REQUIRED_ATTEMPTS';
  return (
    <Stack gap="md">
      {status.proctorStatus === PROCTOR_USER_NOT_CREATED && (
        // 002 §8: the proctoring site cannot make the learner's profile (password under 6 characters).
        <Alert color="red" role="alert">
          {t('exam.gates.proctor.userNotCreated')}
        </Alert>
      )}
      {status.introMessage && <Text>{status.introMessage}</Text>}
      <dl className={classes.figures}>
        <dt>{t('exam.intro.questions')}</dt>
        <dd>{figures.questions}</dd>
        <dt>{t('exam.intro.passingScore')}</dt>
        <dd>{figures.passingScore}</dd>
        <dt>{t('exam.intro.time')}</dt>
        <dd>{figures.time}</dd>
        <dt>{t('exam.intro.attempts')}</dt>
        <dd>{figures.attempts}</dd>
        {status.attemptCount > 0 && (
          <>
            <dt>{t('exam.intro.attemptsUsed')}</dt>
            <dd>{status.attemptCount}</dd>
          </>
        )}
        {!status.isFinal && (
          <>
            <dt>{t('exam.intro.completion')}</dt>
            <dd>{completed ? '1/1' : '0/1'}</dd>
          </>
        )}
      </dl>
      {onStart && (
        <Group>
          <Button size="md" onClick={onStart} loading={starting}>
            {retake ? t('exam.intro.retake') : t('exam.intro.start')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
