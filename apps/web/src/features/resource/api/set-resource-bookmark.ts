import type { Resource } from '@continuum/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/features/resource/public/resource-keys';
import { http } from '@/shared/http/client';

interface BookmarkChange {
  lcId: number;
  resourceId: number;
  bookmarked: boolean;
}

/** POST api/product/{lpId}/{lcId}/resource/{resourceId}/bookmark or /unbookmark (403 while locked). */
export function setResourceBookmark(lpId: number, { lcId, resourceId, bookmarked }: BookmarkChange) {
  const action = bookmarked ? 'bookmark' : 'unbookmark';
  return http<{ id: number; bookmarked: boolean }>(`api/product/${lpId}/${lcId}/resource/${resourceId}/${action}`, {
    method: 'POST',
  });
}

/** Bookmarks or unbookmarks a resource; the resource, the lists and the bookmarks box follow. */
export function useSetResourceBookmark(lpId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BookmarkChange) => setResourceBookmark(lpId, change),
    meta: { errorDialog: false },
    onSuccess: (reply, change) => {
      queryClient.setQueryData<Resource>(resourceKeys.resource(lpId, change.resourceId), (r) =>
        r ? { ...r, bookmarked: reply.bookmarked } : r,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.bookmarks(lpId) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.list(lpId) }),
      ]);
    },
  });
}
