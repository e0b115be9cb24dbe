import type { Resource } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/features/resource/public/resource-keys';
import { http } from '@/shared/http/client';

/** POST api/product/{lpId}/resource/{resourceId}/view: the first view marks the resource reviewed. */
export function viewResource(lpId: number, resourceId: number): Promise<{ id: number; reviewed: true }> {
  return http(`api/product/${lpId}/resource/${resourceId}/view`, { method: 'POST' });
}

/** Logs a view; the lists learn that the resource is reviewed (a lesson may now complete). */
export function useViewResource(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: number) => viewResource(lpId, resourceId),
    meta: { errorDialog: false },
    onSuccess: (_reply, resourceId) => {
      queryClient.setQueryData<Resource>(resourceKeys.resource(lpId, resourceId), (r) => (r ? { ...r, reviewed: true } : r));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.list(lpId) }),
        // The lc pages' unviewedResources and allowContinue change too (the course feature's courseKeys.lcPages;
        // features do not import each other, so the key is written out): back on the lesson, 'Complete
        // Lesson' is enabled at once rather than after the page's data goes stale.
        queryClient.invalidateQueries({ queryKey: ['course', lpId, 'lc'] }),
      ]);
    },
  });
}
