import type { ExamLeaveReply } from '@continuum/contracts';
import { http } from '@/shared/http/client';

/** POST api/exam/leave/{personAssessmentId}: one more leave of the sitting's window, counted on the attempt. */
export function recordLeave(personAssessmentId: number): Promise<ExamLeaveReply> {
  return http<ExamLeaveReply>(`api/exam/leave/${personAssessmentId}`, { method: 'POST' });
}
