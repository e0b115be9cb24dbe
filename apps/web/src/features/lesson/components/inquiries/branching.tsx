import '@mantine/core/styles/Fieldset.css';
import type { AnswerCheckReply, BranchingAnswer } from '@continuum/contracts';
import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';
import classes from './branching.module.css';
import { useReportedAnswer } from './inquiry-local-answer';
import type { InquiryProps } from './inquiry-props';
import { type PublicChoice, publicChoices } from './inquiry-public-choices';

interface Walk {
  /** Options the server accepted, one per level. */
  path: string[];
  /** levels[i]: the options offered at level i (the first from the slide, the rest from replies' `next`). */
  levels: PublicChoice[][];
  /** Option feedback from the replies, by option id. */
  feedback: Record<string, string>;
  /** The option just refused, with its feedback: the learner chooses again at the same level. */
  refused: { id: string; feedback: string | null } | null;
  /** Set when the path reached its end: the final feedback (null when the author wrote none). */
  end: { feedback: string | null } | null;
}

const start = (first: PublicChoice[]): Walk => ({
  path: [],
  levels: [first],
  feedback: {},
  refused: null,
  end: null,
});

/**
 * BRANCHING: a path of options, each submitted as soon as it is chosen (001 §4). The server answers a
 * correct option with the next level's options (or the final feedback at the end) and an incorrect one
 * with its feedback; that entry is then dropped from the path and the learner chooses again.
 */
export function BranchingInquiry({
  slide,
  answer,
  onAnswerChange,
  result,
  submit,
  disabled,
}: InquiryProps<BranchingAnswer | undefined>) {
  const { t } = useTranslation();
  const first = useMemo(() => publicChoices(slide.branchingChoices), [slide]);
  const [walk, setWalk] = useState(() => start(first));
  const [pending, setPending] = useState<string | null>(null);
  const report = useReportedAnswer(answer, onAnswerChange, () => setWalk(start(first)));

  const textOf = (id: string) => walk.levels.flat().find((o) => o.id === id)?.text ?? id;
  const options = walk.levels[walk.path.length] ?? [];
  // The player shows the last reply's feedback under the inquiry; it is not repeated here.
  const shownByPlayer = (text: string | null | undefined) => !!text && result?.feedback === text;

  const choose = async (id: string) => {
    const sent: BranchingAnswer = { path: [...walk.path, id] };
    report(sent);
    setPending(id);
    let reply: AnswerCheckReply;
    try {
      reply = await submit(sent);
    } catch {
      // The player shows why the submission failed; the choice simply does not join the path.
      return;
    } finally {
      setPending(null);
    }
    setWalk((w) => {
      const feedback = { ...w.feedback, ...reply.optionFeedback };
      if (reply.correct === false) return { ...w, feedback, refused: { id, feedback: reply.feedback } };
      const next = publicChoices(reply.next);
      const base = { ...w, path: sent.path, feedback, refused: null };
      return next.length > 0
        ? { ...base, levels: [...w.levels.slice(0, sent.path.length), next] }
        : { ...base, end: { feedback: reply.feedback } };
    });
  };

  return (
    <Stack gap="sm">
      {walk.path.length > 0 && (
        <ol className={classes.path} aria-label={t('inquiry.branching.path')}>
          {walk.path.map((id, i) => {
            const feedback = walk.feedback[id];
            const repeated = i === walk.path.length - 1 && shownByPlayer(feedback);
            return (
              <li key={id}>
                <Text fw={600}>{textOf(id)}</Text>
                {feedback && !repeated && <Text size="sm">{feedback}</Text>}
              </li>
            );
          })}
        </ol>
      )}
      {walk.refused && (
        <MessageAlert tone="warning" title={t('inquiry.branching.refused', { option: textOf(walk.refused.id) })}>
          {shownByPlayer(walk.refused.feedback)
            ? t('inquiry.branching.chooseAgain')
            : (walk.refused.feedback ?? t('inquiry.branching.chooseAgain'))}
        </MessageAlert>
      )}
      {walk.end ? (
        <>
          <Text fw={600}>{t('inquiry.branching.end')}</Text>
          {!shownByPlayer(walk.end.feedback) && <Text>{walk.end.feedback ?? t('inquiry.branching.endDefault')}</Text>}
          <Button variant="default" className={classes.again} onClick={() => setWalk(start(first))} disabled={disabled}>
            {t('inquiry.branching.startOver')}
          </Button>
        </>
      ) : (
        <Fieldset legend={walk.path.length === 0 ? t('inquiry.branching.choose') : t('inquiry.branching.chooseNext')}>
          <Stack gap="xs" align="flex-start">
            {options.map((o) => (
              <Button
                key={o.id}
                variant="default"
                onClick={() => void choose(o.id)}
                disabled={disabled || pending !== null}
                loading={pending === o.id}
              >
                {o.text}
              </Button>
            ))}
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
