import type { ExamStatusReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import '@/shared/query/meta';
import { examKeys } from './keys';

/** GET api/exam/check/{componentId}?learnerProductId: the exam status that drives the page (002 §4 flow step 1). */
export function fetchExamStatus(lpId: number, componentId: number, signal?: AbortSignal): Promise<ExamStatusReply> {
  return http<ExamStatusReply>(`api/exam/check/${componentId}`, { query: { learnerProductId: lpId }, signal });
}

export const examStatusQueryOptions = (lpId: number, componentId: number) =>
  queryOptions({
    queryKey: examKeys.status(lpId, componentId),
    queryFn: ({ signal }) => fetchExamStatus(lpId, componentId, signal),
    // The page shows its own failure; a status is only re-read when the page asks (after a finish or a gate).
    meta: { errorDialog: false },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useExamStatus(lpId: number, componentId: number, enabled = true) {
  return useQuery({ ...examStatusQueryOptions(lpId, componentId), enabled });
}
