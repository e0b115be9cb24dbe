import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLessonAudit } from '@/features/seat-time/public/send-lesson-audit';
import { SecurityQuestionDialog } from '@/features/security-question/public/security-question-dialog';
import { isSecurityQuestion } from '@/features/security-question/public/security-questions';
import { paths } from '@/shared/paths';
import { finishLesson, invalidateAfterFinish } from '../api/finish-lesson';

interface FinishOptions {
  lpId: number;
  lessonId: number;
  lessonTitle: string;
  /** The last slide's name, for the final lesson audit. */
  lastSlideName?: string;
}

/**
 * Finishing a lesson (001 §4): POST .../finish; unviewed resources lead to lessonCompleteResources, a
 * required security question is asked, then lessonSuccess. The final lesson audit (complete = true) goes
 * once the lesson is done, so leaving the page sends no second one.
 */
export function useFinishLesson({ lpId, lessonId, lessonTitle, lastSlideName }: FinishOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const audit = useLessonAudit();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [question, setQuestion] = useState<number | null>(null);

  const succeed = () => {
    setQuestion(null);
    void audit({ lessonName: lessonTitle, previousSlideName: lastSlideName, complete: true });
    navigate(paths.lc.href({ lpId, nodeId: lessonId, step: 'lessonSuccess', skipLessonAudit: true }));
  };

  // The right answer is what completes the lesson on the server, so progress read at finish is stale again.
  const passed = () => void invalidateAfterFinish(queryClient, lpId, lessonId).finally(succeed);

  const finish = async () => {
    setPending(true);
    setError(null);
    try {
      const reply = await finishLesson(lpId, lessonId);
      await invalidateAfterFinish(queryClient, lpId, lessonId);
      if (reply.unviewedResources.length > 0)
        navigate(paths.lc.href({ lpId, nodeId: lessonId, step: 'lessonCompleteResources' }));
      else if (reply.securityQuestionNeeded && isSecurityQuestion(reply.securityQuestion)) setQuestion(reply.securityQuestion);
      else succeed();
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  const dialog: ReactNode =
    question === null ? null : <SecurityQuestionDialog question={question} onPassed={passed} onClose={() => setQuestion(null)} />;
  return { finish, pending, error, dialog };
}
