import type { ExamButton, ExamResult } from '@continuum/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';
import { MessageAlert } from '@/shared/ui/message-alert';
import { EffortBreakdowns } from './effort-breakdowns';
import classes from './exam.module.css';
import { ScoreBreakdowns } from './score-breakdowns';

/**
 * An attempt's results (002 §3 result entry): pass or fail when there is a passing score, the score unless
 * the exam is scored as pass/fail, the counts and time, the feedback message, the breakdowns by tag and
 * effort, and the server's buttons (translated by their action).
 */
export function ExamResults({
  result,
  onAction,
  proctorAffidavitRequired,
  lpId,
}: {
  result: ExamResult;
  /** The button's action, with the attempt it belongs to (Review Answers opens that attempt's review). */
  onAction?: (action: ExamButton['buttonAction'], personAssessmentId: number) => void;
  /** The proctor signs the proctor affidavit of this sitting (002 §2; decision 0094): a link to its screen. */
  proctorAffidavitRequired?: boolean;
  lpId?: number;
}) {
  const { t } = useTranslation();
  const passed = result.examPassed;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('exam.results.title')}
      </Title>
      {result.timeExpired && <MessageAlert tone="warning">{t('exam.expired.maxTime')}</MessageAlert>}
      {proctorAffidavitRequired && lpId !== undefined && (
        <MessageAlert tone="info">
          {t('exam.results.proctorAffidavit')}{' '}
          <AppLink to={`/lp/${lpId}/id/proctor-affidavit/${result.personAssessmentId}`}>
            {t('exam.results.proctorAffidavitLink')}
          </AppLink>
        </MessageAlert>
      )}
      {result.passingScore > 0 && (
        <Text size="lg" className={passed ? classes.correct : classes.incorrect}>
          {passed ? t('exam.results.passed') : t('exam.results.failed')}
        </Text>
      )}
      {!result.examScoredAsPassFail && result.examScore !== null && (
        <Text size="lg">{t('exam.results.score', { score: result.examScore })}</Text>
      )}
      <dl className={classes.figures}>
        {result.passingScore > 0 && (
          <>
            <dt>{t('exam.intro.passingScore')}</dt>
            <dd>{t('exam.intro.percent', { value: result.passingScore })}</dd>
          </>
        )}
        {/* A pass/fail exam's counts are withheld by the server (null): nothing to show. */}
        {result.numCorrect !== null && (
          <>
            <dt>{t('exam.results.correctCount')}</dt>
            <dd>{t('exam.results.ofQuestions', { count: result.numCorrect, total: result.numQuestions })}</dd>
          </>
        )}
        {result.numIncorrect !== null && (
          <>
            <dt>{t('exam.results.incorrectCount')}</dt>
            <dd>{result.numIncorrect}</dd>
          </>
        )}
        <dt>{t('exam.results.timeTaken')}</dt>
        <dd>{result.timeTaken}</dd>
      </dl>
      {result.examFeedbackMessage && <Text>{result.examFeedbackMessage}</Text>}
      {result.trial && <Text c="dimmed">{t('exam.results.trial')}</Text>}
      <ScoreBreakdowns breakdowns={result.scoreBreakdowns} />
      <EffortBreakdowns breakdowns={result.effortBreakdowns} />
      {onAction && result.buttons.length > 0 && (
        <Group className={classes.noPrint}>
          {result.buttons.map((b) => (
            <Button
              key={b.buttonAction}
              variant={b.buttonType === 'PRIMARY' ? 'filled' : 'default'}
              onClick={() => onAction(b.buttonAction, result.personAssessmentId)}
            >
              {t(`exam.results.buttons.${b.buttonAction}`)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
