import type { NodeView } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/http/client';
import { courseKeys } from './keys';

/** POST api/progression/start/{lpId}-{nodeId}: records that the learner opened a node (IN_PROGRESS, left off). */
export function startNode(lpId: number, nodeId: number): Promise<NodeView> {
  return http<NodeView>(`api/progression/start/${lpId}-${nodeId}`, { method: 'POST' });
}

export function useStartNode(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // A refusal (course not started, expired) is what the page already says; a failed call is not.
    meta: { errorDialog: 'serverFailures' },
    mutationFn: (nodeId: number) => startNode(lpId, nodeId),
    // The node is now in progress and the place to continue from: the home and the outlines show it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.state(lpId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.progress(lpId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.lcPages(lpId) }),
      ]),
  });
}
