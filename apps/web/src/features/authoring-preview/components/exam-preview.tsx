import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import type { PreviewExam } from '@continuum/contracts';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpErrorText } from '@/shared/ui/http-error-text';
import { MessageAlert } from '@/shared/ui/message-alert';
import { usePreviewExamCheck } from '../api/preview';

/**
 * An exam in the author's preview (issue 30, decision 0220): what the learner is told about it, then each question of
 * the bank as the question screen shows it, one at a time; a choice is checked as the sitting's review would show it.
 */
export function ExamPreview({ productId, nodeId, exam }: { productId: number; nodeId: number; exam: PreviewExam }) {
  const { t } = useTranslation();
  const check = usePreviewExamCheck(productId, nodeId);
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState('');
  const question = exam.questions[index];
  const go = (to: number) => {
    check.reset();
    setChoice('');
    setIndex(to);
  };
  const right = check.data
    ? (question?.choices ?? []).filter((c) => check.data.correctChoiceIds.includes(c.id)).map((c) => c.text)
    : [];
  return (
    <Stack>
      <Text>
        {t('authoringPreview.examSummary', { score: exam.passingScore, count: exam.questionCount, bank: exam.questions.length })}{' '}
        {exam.timeLimitMinutes > 0
          ? t('authoringPreview.examTimer', { count: exam.timeLimitMinutes })
          : t('authoringPreview.examNoTimer')}{' '}
        {exam.allowedAttempts < 0
          ? t('authoringPreview.examAttemptsUnlimited')
          : t('authoringPreview.examAttempts', { count: exam.allowedAttempts })}
      </Text>
      <Text size="sm">{t('authoringPreview.examNote')}</Text>
      {question && (
        <section aria-label={t('authoringPreview.questionOf', { n: index + 1, of: exam.questions.length })}>
          <Radio.Group label={question.text} value={choice} onChange={setChoice}>
            <Stack my="sm" gap="xs">
              {question.choices.map((c) => (
                <Radio key={c.id} value={c.id} label={c.text} />
              ))}
            </Stack>
          </Radio.Group>
          <Button disabled={!choice} onClick={() => check.mutate({ questionId: question.id, choiceId: choice })}>
            {t('authoringPreview.check')}
          </Button>
          {check.isError && <MessageAlert tone="error">{httpErrorText(check.error)}</MessageAlert>}
          {check.data && (
            <Text role="status" mt="sm">
              {t(check.data.correct ? 'authoringPreview.correct' : 'authoringPreview.incorrect')}{' '}
              {t('authoringPreview.rightAnswer', { choices: right.join(', ') })} {check.data.feedback} {check.data.explanation}
            </Text>
          )}
          <Group mt="md">
            <Button variant="default" disabled={index === 0} onClick={() => go(index - 1)}>
              {t('authoringPreview.previousQuestion')}
            </Button>
            <Button variant="default" disabled={index >= exam.questions.length - 1} onClick={() => go(index + 1)}>
              {t('authoringPreview.nextQuestion')}
            </Button>
          </Group>
        </section>
      )}
    </Stack>
  );
}
