import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import type { ExamQuestionReply } from '@continuum/contracts';
import { Button, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QuestionCardProps {
  reply: ExamQuestionReply;
  answer: string | null;
  disabled: boolean;
  onPick: (choiceId: string) => void;
  onToggleStar: () => void;
  /** Starring is hidden together with Previous (002 §4). */
  showStar: boolean;
}

/**
 * One exam question (002 §3 question display): its text, the choices as a radio group (arrow keys move
 * between them, as everywhere), and the star toggle. No feedback: the server sends none during an attempt.
 */
export function QuestionCard({ reply, answer, disabled, onPick, onToggleStar, showStar }: QuestionCardProps) {
  const { t } = useTranslation();
  const { question } = reply;
  const headingId = `exam-question-${reply.currentQuestionNum}`;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id={headingId} tabIndex={-1}>
        {t('exam.question.heading', { number: reply.currentQuestionNum })}
      </Title>
      <Radio.Group
        label={<Text component="span">{question.questionText}</Text>}
        value={answer}
        onChange={(id) => {
          if (!disabled) onPick(id);
        }}
      >
        <Stack gap="xs" mt="sm">
          {question.questionChoices.map((c) => (
            <Radio key={c.id} value={c.id} label={c.questionChoiceText} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
      {showStar && (
        <div>
          <Button variant="subtle" size="compact-sm" aria-pressed={reply.starred} onClick={onToggleStar} disabled={disabled}>
            <span aria-hidden="true">{reply.starred ? '★' : '☆'}&nbsp;</span>
            {t('exam.question.star')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
