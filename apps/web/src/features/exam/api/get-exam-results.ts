import type { ExamResult } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import '@/shared/query/meta';
import { examHttp } from './exam-http';
import { examKeys } from './keys';

/** GET api/exam/results/{personAssessmentId} (the spec's unnamed "results by personAssessmentId"). */
export function fetchExamResults(personAssessmentId: number): Promise<ExamResult> {
  return examHttp<ExamResult>(`api/exam/results/${personAssessmentId}`);
}

export const examResultsQueryOptions = (personAssessmentId: number) =>
  queryOptions({
    queryKey: examKeys.results(personAssessmentId),
    queryFn: () => fetchExamResults(personAssessmentId),
    // The page shows 'Error: Unable to fetch exam results.' itself.
    meta: { errorDialog: false },
  });

export function useExamResults(personAssessmentId: number | null) {
  return useQuery({ ...examResultsQueryOptions(personAssessmentId ?? 0), enabled: personAssessmentId != null });
}
