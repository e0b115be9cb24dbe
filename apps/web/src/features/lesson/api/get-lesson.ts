import type { LessonReply } from '@continuum/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/http/client';

export const lessonKeys = {
  lesson: (lpId: number, nodeId: number) => ['lesson', lpId, nodeId] as const,
};

/** GET api/lesson/{lpId}/{nodeId}: the slides without answer keys, and the index of the next one to take. */
export function fetchLesson(lpId: number, nodeId: number, signal?: AbortSignal): Promise<LessonReply> {
  return http<LessonReply>(`api/lesson/${lpId}/${nodeId}`, { signal });
}

export const lessonQueryOptions = (lpId: number, nodeId: number) =>
  queryOptions({
    queryKey: lessonKeys.lesson(lpId, nodeId),
    queryFn: ({ signal }) => fetchLesson(lpId, nodeId, signal),
    // The lesson page shows its failures itself; answers update the cached copy, so it never goes stale alone.
    meta: { errorDialog: false },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLesson(lpId: number, nodeId: number, enabled: boolean) {
  return useQuery({ ...lessonQueryOptions(lpId, nodeId), enabled });
}
