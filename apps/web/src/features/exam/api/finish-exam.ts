import type { ExamResult } from '@continuum/contracts';
import { examHttp } from './exam-http';

/**
 * POST api/exam/finish/{personAssessmentId} (the spec's unnamed "finish item", docs/api/exam.md): grades the
 * attempt on the answers saved (idempotent) and returns its result.
 */
export function finishExam(personAssessmentId: number): Promise<ExamResult> {
  return examHttp<ExamResult>(`api/exam/finish/${personAssessmentId}`, 'POST');
}
