import type { LearnerComplianceReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/** GET api/product/{lpId}/compliance: the rules the learner's regulator enforces on this course (decision 0130). */
export function fetchLearnerCompliance(lpId: number): Promise<LearnerComplianceReply> {
  return http<LearnerComplianceReply>(`api/product/${lpId}/compliance`);
}

export const learnerComplianceQueryOptions = (lpId: number) =>
  queryOptions({ queryKey: ['learner-compliance', lpId], queryFn: () => fetchLearnerCompliance(lpId) });

export function useLearnerCompliance(lpId: number) {
  return useQuery({ ...learnerComplianceQueryOptions(lpId), enabled: Number.isInteger(lpId) && lpId > 0 });
}
