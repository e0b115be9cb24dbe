import type { AnswerCheckReply, SurveyAnswer } from '@continuum/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './branching.module.css';
import { useReportedAnswer } from './inquiry-local-answer';
import type { InquiryProps } from './inquiry-props';
import { SurveyStep } from './survey-step';
import { type PublicSurveyStep, type SurveyEntry, surveySteps } from './survey-steps';

interface Answered {
  entry: SurveyEntry;
  question: string;
  shown: string;
  feedback: string | null;
}

interface Walk {
  answered: Answered[];
  /** The steps offered now: the slide's first level, then each reply's `next`. */
  level: PublicSurveyStep[];
  /** Set when nothing follows: the surveyFeedback (null when the author wrote none). */
  end: { feedback: string | null } | null;
}

/**
 * SURVEY: a path of steps, each answered and submitted on its own (001 §4), the server answering with the
 * next level's steps or, at the end, the survey feedback. Nothing is right or wrong; an answer the server
 * refuses (400, shown by the player) does not join the path, so the learner answers that step again.
 * Feedback arrives with the server's reply: the slide publishes none beforehand.
 */
export function SurveyInquiry({
  slide,
  answer,
  onAnswerChange,
  result,
  submit,
  disabled,
}: InquiryProps<SurveyAnswer | undefined>) {
  const { t } = useTranslation();
  const first = useMemo(() => surveySteps(slide.surveyChoices), [slide]);
  const [walk, setWalk] = useState<Walk>(() => ({ answered: [], level: first, end: null }));
  const [pending, setPending] = useState(false);
  const report = useReportedAnswer(answer, onAnswerChange, () => setWalk({ answered: [], level: first, end: null }));
  // The player shows the last reply's feedback under the inquiry; it is not repeated here.
  const shownByPlayer = (text: string | null) => !!text && result?.feedback === text;

  const answerStep = async (step: PublicSurveyStep, entry: SurveyEntry, shown: string) => {
    const sent: SurveyAnswer = { path: [...walk.answered.map((a) => a.entry), entry] };
    report(sent);
    setPending(true);
    let reply: AnswerCheckReply;
    try {
      reply = await submit(sent);
    } catch {
      return; // the player shows why; the step stays open to answer again
    } finally {
      setPending(false);
    }
    const fb = reply.optionFeedback;
    const feedback = (entry.optionId !== undefined ? fb[entry.optionId] : undefined) ?? fb[entry.stepId] ?? null;
    const next = surveySteps(reply.next);
    setWalk((w) => ({
      answered: [...w.answered, { entry, question: step.text, shown, feedback }],
      level: next,
      end: next.length > 0 ? null : { feedback: reply.feedback },
    }));
  };

  return (
    <Stack gap="sm">
      {walk.answered.length > 0 && (
        <ol className={classes.path} aria-label={t('inquiry.survey.answers')}>
          {walk.answered.map((a, i) => (
            <li key={a.entry.stepId}>
              <Text size="sm">{a.question}</Text>
              <Text fw={600}>{a.shown}</Text>
              {a.feedback && !(i === walk.answered.length - 1 && shownByPlayer(a.feedback)) && (
                <Text size="sm">{a.feedback}</Text>
              )}
            </li>
          ))}
        </ol>
      )}
      {walk.end ? (
        <>
          <Text fw={600}>{t('inquiry.survey.end')}</Text>
          {walk.end.feedback && !shownByPlayer(walk.end.feedback) && <Text>{walk.end.feedback}</Text>}
        </>
      ) : (
        <Stack gap="md">
          {walk.level.map((step) => (
            <SurveyStep
              key={`${walk.answered.length}:${step.id}`}
              step={step}
              disabled={disabled || pending}
              onAnswer={(entry, shown) => void answerStep(step, entry, shown)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
