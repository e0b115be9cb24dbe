import type { LcReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

/**
 * GET api/product/{lpId}/lc/{nodeId} of the node a finished lesson leads to: lessonSuccess needs to know
 * whether it requires an instructor who is not available (001 §2 "Lesson completion pages").
 */
export function fetchNextStepPage(lpId: number, nodeId: number, signal?: AbortSignal): Promise<LcReply> {
  return http<LcReply>(`api/product/${lpId}/lc/${nodeId}`, { signal });
}

export const nextStepPageQueryOptions = (lpId: number, nodeId: number) =>
  queryOptions({
    queryKey: ['lesson-next-step', lpId, nodeId] as const,
    queryFn: ({ signal }) => fetchNextStepPage(lpId, nodeId, signal),
    meta: { errorDialog: false },
  });

export function useNextStepPage(lpId: number, nodeId: number | undefined) {
  return useQuery({ ...nextStepPageQueryOptions(lpId, nodeId ?? 0), enabled: nodeId !== undefined });
}
