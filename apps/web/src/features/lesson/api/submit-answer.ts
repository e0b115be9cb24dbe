import type { AnswerCheckReply, LessonAnswerData, LessonReply } from '@continuum/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { lessonKeys } from './get-lesson';

export interface SubmitTarget {
  lpId: number;
  /** The lesson node: the spec's lcId and lessonId name the same node here. */
  lessonId: number;
  /** The slide's referenceId. */
  inquiryId: number;
}

/**
 * POST api/lesson/{lpId}/{lcId}/{lessonId}/submit/{inquiryId}/{progressOnSuccess} with the inquiry answer
 * data. The server grades it, stores it and moves the learner on when it counts as done.
 * 400 VALIDATION_FAILED names the field; 409 SLIDE_TIME_NOT_MET or SLIDE_NOT_REACHED.
 */
export function submitAnswer(
  target: SubmitTarget,
  answer: LessonAnswerData | undefined,
  progressOnSuccess = true,
): Promise<AnswerCheckReply> {
  const { lpId, lessonId, inquiryId } = target;
  return http<AnswerCheckReply>(`api/lesson/${lpId}/${lessonId}/${lessonId}/submit/${inquiryId}/${progressOnSuccess}`, {
    method: 'POST',
    body: answer ?? {},
  });
}

/** The cached lesson after a check: the slides before the reply's currentIndex are taken. */
export function applyCheckReply(queryClient: QueryClient, lpId: number, lessonId: number, reply: AnswerCheckReply): void {
  queryClient.setQueryData<LessonReply>(lessonKeys.lesson(lpId, lessonId), (lesson) => {
    if (!lesson) return lesson;
    const currentIndex = Math.max(lesson.currentIndex, reply.currentIndex);
    return { ...lesson, currentIndex, inquiries: lesson.inquiries.map((s, i) => ({ ...s, taken: s.taken || i < currentIndex })) };
  });
}
