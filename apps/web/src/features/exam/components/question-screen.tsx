import '@mantine/core/styles/Grid.css';
import type { ExamStatusReply } from '@continuum/contracts';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/config/get-config';
import { readTimer } from '../model/exam-timer';
import { canSubmitExam } from '../model/submit-rule';
import type { ExamSitting } from '../model/use-exam-sitting';
import { useNow } from '../model/use-now';
import { ExamSubheader } from './exam-subheader';
import { ExamTimer } from './exam-timer';
import { FinishDialog } from './finish-dialog';
import { OfflineBanner } from './offline-banner';
import { QuestionCard } from './question-card';
import { QuestionJumpList } from './question-jump-list';
import { QuestionNav } from './question-nav';
import { TimeExpiredDialog } from './time-expired-dialog';

interface QuestionScreenProps {
  status: ExamStatusReply;
  sitting: ExamSitting;
  standardProduct: boolean;
  label: string | null;
}

/**
 * The started phase (002 §2, §4): subheader with question n of m and Submit Exam, the clock, one question
 * at a time with Previous/Next, the star, the question list, the finish prompt and the end of time.
 */
export function QuestionScreen({ status, sitting, standardProduct, label }: QuestionScreenProps) {
  const { t } = useTranslation();
  const { reply, snapshot, answer } = sitting;
  // 002 §4: a development-only "Mark Exam Finished", in a development build (api/config devMode) and nowhere else.
  const devMode = useConfig().data?.devMode === true;
  const [finishing, setFinishing] = useState(false);
  const timed = (snapshot?.secondsLeftOnExam ?? -1) >= 0;
  const now = useNow(Boolean(snapshot) && (timed || status.displayAndRecordTime));
  const reading = snapshot ? readTimer(snapshot, now) : null;
  const expired = reading?.expired ?? false;

  // A new question puts focus on its heading, so keyboard and screen-reader users start at its text.
  const num = reply?.currentQuestionNum;
  useEffect(() => {
    if (num !== undefined) document.getElementById(`exam-question-${num}`)?.focus();
  }, [num]);

  if (!reply || !reading) return null;
  const total = reply.totalQuestionsNum;
  const answeredSet = new Set(reply.answeredQuestions);
  if (answer) answeredSet.add(reply.currentQuestionNum);
  const answered = [...answeredSet].sort((a, b) => a - b);
  const onLast = reply.currentQuestionNum >= total;
  const blocked = sitting.moving || sitting.offline || expired;
  const submitEnabled =
    !blocked && canSubmitExam({ standardProduct, answered: answered.length, total, onLast, hasAnswer: Boolean(answer) });
  const submit = () => {
    setFinishing(false);
    sitting.finish();
  };

  return (
    <Stack gap="md">
      <ExamSubheader
        title={status.title}
        label={label}
        progress={{ number: reply.currentQuestionNum, total }}
        submit={{ enabled: submitEnabled, onClick: () => setFinishing(true) }}
      />
      <ExamTimer reading={reading} showElapsed={status.displayAndRecordTime} />
      {sitting.offline && <OfflineBanner />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <QuestionCard
            reply={reply}
            answer={answer}
            disabled={expired}
            onPick={sitting.pick}
            onToggleStar={sitting.toggleStar}
            // 002 §4: without Previous there is no star either (the exam's disablePrevious).
            showStar={!status.previousDisabled}
          />
          <QuestionNav
            number={reply.currentQuestionNum}
            total={total}
            answered={Boolean(answer)}
            disabled={blocked}
            showPrevious={!status.previousDisabled}
            onPrevious={() => sitting.go('PREVIOUS')}
            onNext={() => sitting.go('NEXT')}
            onSubmit={() => setFinishing(true)}
          />
          {devMode && (
            <Group mt="md">
              <Button variant="subtle" color="gray" size="compact-sm" onClick={submit} disabled={blocked}>
                {t('exam.dev.markFinished')}
              </Button>
            </Group>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuestionJumpList
            total={total}
            current={reply.currentQuestionNum}
            answered={answered}
            starred={reply.starredQuestions}
            disabled={blocked}
            forwardOnly={status.previousDisabled}
            onJump={sitting.jump}
            onLastAnswered={sitting.jumpLastAnswered}
          />
        </Grid.Col>
      </Grid>
      {finishing && !expired && (
        <FinishDialog answered={answered.length} total={total} onSubmit={submit} onClose={() => setFinishing(false)} />
      )}
      {expired && <TimeExpiredDialog kind="expired" onSubmit={sitting.finish} />}
    </Stack>
  );
}
