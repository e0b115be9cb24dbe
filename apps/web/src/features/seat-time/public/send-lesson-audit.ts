import type { LessonAudit } from '@continuum/contracts';
import { useCallback } from 'react';
import { http } from '@/shared/http/client';
import { seatTimeStore } from './seat-time-store';

/** POST api/tot/lesson: the lesson audit of a time on task the learner leaves (001 §7, 000 §7). */
export function sendLessonAudit(audit: LessonAudit): Promise<{ ok: true }> {
  return http<{ ok: true }>('api/tot/lesson', { method: 'POST', body: audit });
}

export type LessonAuditFields = Pick<LessonAudit, 'lessonName' | 'nextSlideName' | 'previousSlideName' | 'complete'>;

/** Seat-time failures are only logged, never shown (000 §8). */
export function logSeatTimeFailure(what: string, error: unknown): void {
  console.error(`seat time: ${what} failed`, error);
}

/**
 * For lesson pages: sends the lesson audit of the current time on task on a slide or lesson change, e.g.
 * `audit({ lessonName, previousSlideName, nextSlideName, complete: false })`. Resolves false when no time on
 * task is running or the call failed (logged only). An audit with complete = true is final: leaving the page
 * then sends no second, incomplete one.
 */
export function useLessonAudit(): (fields: LessonAuditFields) => Promise<boolean> {
  return useCallback(async (fields) => {
    const task = seatTimeStore.task();
    if (!task) return false;
    if (fields.complete) seatTimeStore.setTask({ ...task, completed: true });
    try {
      await sendLessonAudit({ exitedTimeOnTaskId: task.timeOnTaskId, learningComponentId: task.node.id, ...fields });
      return true;
    } catch (error) {
      logSeatTimeFailure('lesson audit', error);
      return false;
    }
  }, []);
}
