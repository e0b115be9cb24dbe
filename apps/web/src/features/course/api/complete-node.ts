import type { progressionReply } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/shared/http/client';
import { courseKeys } from './keys';

export type ProgressionReply = z.infer<typeof progressionReply>;

/**
 * POST api/progression/{lpId}/{nodeId}: completes a leaf without a flow of its own (introduction, key points).
 * 403 NODE_LOCKED; 409 COURSE_NOT_STARTED, COURSE_EXPIRED or NODE_NOT_DIRECTLY_COMPLETABLE.
 */
export function completeNode(lpId: number, nodeId: number): Promise<ProgressionReply> {
  return http<ProgressionReply>(`api/progression/${lpId}/${nodeId}`, { method: 'POST' });
}

export function useCompleteNode(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Complete and Continue shows the failure.
    meta: { errorDialog: false },
    mutationFn: (nodeId: number) => completeNode(lpId, nodeId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.state(lpId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.progress(lpId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.lcPages(lpId) }),
      ]),
  });
}
