import type { CompletionStatus } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { SHOWS_FAILURE } from '@/shared/query/meta';

export const completionKey = (lpId: number) => ['course', lpId, 'completion'] as const;

/** GET api/completion/{lpId}: where the course completion stands (decision 0092). */
export function fetchCompletion(lpId: number): Promise<CompletionStatus> {
  return http<CompletionStatus>(`api/completion/${lpId}`);
}

export const completionQueryOptions = (lpId: number) =>
  queryOptions({ queryKey: completionKey(lpId), queryFn: () => fetchCompletion(lpId) });

export function useCompletion(lpId: number) {
  // The finish page shows a failure in place (QueryErrorAlert). It reads afresh each time it opens: the steps move on
  // elsewhere too (the final affidavit page, a proctor signing on another screen).
  return useQuery({
    ...completionQueryOptions(lpId),
    ...SHOWS_FAILURE,
    refetchOnMount: 'always',
    enabled: Number.isInteger(lpId) && lpId > 0,
  });
}
