import '@mantine/core/styles/Input.css';
import { type ForumAnswer, limits } from '@continuum/contracts';
import { Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDraft } from './inquiry-draft';
import type { InquiryProps } from './inquiry-props';
import { slideText } from './inquiry-public-choices';

const sameText = (a: string, b: string) => a.trim() === b.trim();

/**
 * FORUM: the learner answers the slide's forum question; on Submit the server posts the answer to the
 * slide's forum and replies with the author's answerFeedback, which the player shows. Blank text is no
 * answer (001 §5).
 */
export function ForumInquiry({ slide, answer, onAnswerChange, result, disabled }: InquiryProps<ForumAnswer | undefined>) {
  const { t } = useTranslation();
  const [text, setText] = useDraft(answer, (a) => a?.postText ?? '', sameText);
  const question = slideText(slide, 'question');
  return (
    <Stack gap="sm">
      {question && <Text fw={500}>{question}</Text>}
      <Textarea
        label={t('lesson.forum.label')}
        rows={3}
        maxLength={limits.chatMessageMax}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          onAnswerChange(next.trim() ? { postText: next } : undefined);
        }}
      />
      {result?.taken && (
        <Text size="sm" role="status">
          {t('lesson.forum.posted')}
        </Text>
      )}
    </Stack>
  );
}
