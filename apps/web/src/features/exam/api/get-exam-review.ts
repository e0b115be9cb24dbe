import type { ExamReviewReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import '@/shared/query/meta';
import { examHttp } from './exam-http';
import { examKeys } from './keys';

/** GET api/exam/review/{personAssessmentId}: answers, keys and feedback of a finished attempt, where allowed. */
export function fetchExamReview(personAssessmentId: number): Promise<ExamReviewReply> {
  return examHttp<ExamReviewReply>(`api/exam/review/${personAssessmentId}`);
}

export const examReviewQueryOptions = (personAssessmentId: number) =>
  queryOptions({
    queryKey: examKeys.review(personAssessmentId),
    queryFn: () => fetchExamReview(personAssessmentId),
    meta: { errorDialog: false },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useExamReview(personAssessmentId: number, enabled: boolean) {
  return useQuery({ ...examReviewQueryOptions(personAssessmentId), enabled });
}

/** GET pdf/exam/review/{personAssessmentId}: the review as a PDF, opened in a new tab (002 §7). */
export const examReviewPdfHref = (personAssessmentId: number) => `/pdf/exam/review/${personAssessmentId}`;
