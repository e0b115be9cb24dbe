import type { LessonFinishReply } from '@continuum/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { lessonKeys } from './get-lesson';

/**
 * POST api/lesson/{lpId}/{lcId}/{lessonId}/finish: completes a lesson whose slides are all taken (409
 * LESSON_NOT_COMPLETE otherwise), unless resources are unviewed (listed, nothing completed) or a security
 * question comes first (001 §4).
 */
export function finishLesson(lpId: number, lessonId: number): Promise<LessonFinishReply> {
  return http<LessonFinishReply>(`api/lesson/${lpId}/${lessonId}/${lessonId}/finish`, { method: 'POST' });
}

/**
 * Progress changed: the course feature keeps every query of a learner product under ['course', lpId]
 * (its api/keys.ts), which this feature may not import, so the prefix is named here.
 */
export function invalidateAfterFinish(queryClient: QueryClient, lpId: number, lessonId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['course', lpId] }),
    queryClient.invalidateQueries({ queryKey: lessonKeys.lesson(lpId, lessonId) }),
  ]).then(() => undefined);
}
