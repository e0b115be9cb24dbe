import type { AnswerCheckReply } from '@continuum/contracts';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '@/shared/ui/message-alert';

/**
 * The check's verdict and the slide-level feedback (correct/incorrect feedback, a forum's answerFeedback,
 * a branching path's final feedback), announced politely. Choice feedback is shown by the inquiry beside
 * what was picked.
 */
export function SlideFeedback({ result }: { result: AnswerCheckReply }) {
  const { t } = useTranslation();
  const verdict =
    result.correct === true ? t('lesson.check.correct') : result.correct === false ? t('lesson.check.incorrect') : null;
  if (!verdict && !result.feedback) return null;
  return (
    <MessageAlert tone={result.correct === false ? 'warning' : 'success'} size="large" title={verdict ?? undefined}>
      {result.feedback ?? ''}
    </MessageAlert>
  );
}
